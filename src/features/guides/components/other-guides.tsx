import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { paths } from '../../../lib/paths.js';
import { CardGrid } from '../../../components/ui/card-grid.js';
import type { GuideSummary } from '../lib/guide-content.js';

/** The other guides to read next, each with its one-line description. */
export function OtherGuides({ guides }: { guides: GuideSummary[] }) {
  const lang = useLang();
  const { t } = useTranslation('guides');
  return (
    <Others aria-labelledby="guide-others-title">
      <h2 id="guide-others-title">{t('guide.others')}</h2>
      <Cards>
        {guides.map((guide) => (
          <li key={guide.slug}>
            <Link to={paths.guide(lang, guide.slug)}>{guide.title}</Link>
            <p>{guide.description}</p>
          </li>
        ))}
      </Cards>
    </Others>
  );
}

const Others = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  a {
    font-weight: 700;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Cards = styled(CardGrid).attrs({ $columns: { md: 2 }, $gap: 'md' })``;
