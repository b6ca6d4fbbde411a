import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { ButtonLink } from '../../../components/ui/button.js';
import { paths } from '../../../lib/paths.js';

/** After a guide: ask us, or read the other guides. */
export function GuideCta() {
  const lang = useLang();
  const { t } = useTranslation('guides');
  return (
    <Cta aria-labelledby="guide-cta-title">
      <h2 id="guide-cta-title">{t('guide.cta.title')}</h2>
      <p>{t('guide.cta.text')}</p>
      <div>
        <ButtonLink to={paths.contact(lang)}>{t('guide.cta.contact')}</ButtonLink>
        <ButtonLink to={paths.guides(lang)} $variant="secondary">
          {t('guide.cta.all')}
        </ButtonLink>
      </div>
    </Cta>
  );
}

const Cta = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.calmSurface};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
  }
`;
