import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../layout/use-lang.js';
import { paths } from '../../lib/paths.js';
import { media } from '../../styles/theme.js';
import { PageHero } from './page-hero.js';

/**
 * The hero of a page inside the information hub (its tools, the guides index): breadcrumbs through the hub. On a phone
 * a short band, so that the tool (the comparison's table, a calculator) starts in the first screen (issue 40).
 */
export function InformationHero({ title, text }: { title: string; text: string }) {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <Compact>
      <PageHero
        crumbs={[
          { label: t('breadcrumbs.home'), href: paths.home(lang) },
          { label: t('footer.informationHub'), href: paths.information(lang) },
          { label: title },
        ]}
        title={title}
        text={text}
      />
    </Compact>
  );
}

const Compact = styled.div`
  ${media.down('md')} {
    /* Doubled, to outweigh the band's own rules. */
    && > div {
      padding: ${({ theme }) => theme.space.md} 0;
    }
    && h1 {
      margin-top: ${({ theme }) => theme.space.sm};
      font-size: 1.5rem;
    }
    && p {
      margin-bottom: 0;
      font-size: ${({ theme }) => theme.fontSize.md};
    }
  }
`;
