import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { PageHero } from '../../../components/ui/page-hero.js';
import { paths } from '../../../lib/paths.js';
import type { BrandPageContent } from '../lib/brand-content.js';
import { countLineup } from '../lib/lineup-count.js';
import { BRAND_MODELS_ID } from './brand-models-section.js';
import { BRAND_TIMELINE_ID } from './brand-story.js';

/** The brand page's hero: the brand's figures and founder; its button leads to the models, or to the history when there are none. */
export function BrandHero({ brand }: { brand: BrandPageContent }) {
  const lang = useLang();
  const { t } = useTranslation('brand');
  const { t: tc } = useTranslation();
  const hasModels = brand.models.length > 0;
  const lineup = countLineup(brand.models);
  return (
    <PageHero
      crumbs={[{ label: tc('breadcrumbs.home'), href: paths.home(lang) }, { label: t('brands') }, { label: brand.name }]}
      title={brand.name}
      text={brand.description}
      action={{ label: hasModels ? t('hero.button') : t('hero.timelineButton'), targetId: hasModels ? BRAND_MODELS_ID : BRAND_TIMELINE_ID }}
    >
      <Stats aria-label={t('hero.stats')}>
        <div>
          <dt>{t('hero.founded')}</dt>
          <dd>{brand.foundedYear}</dd>
        </div>
        <div>
          <dt>{t('hero.headquarters')}</dt>
          <dd>{brand.headquarters}</dd>
        </div>
        <div>
          <dt>{t('hero.modelsLabel')}</dt>
          {hasModels ? (
            <>
              <dd>{t('hero.families', { count: lineup.families })}</dd>
              <Versions>{t('hero.versions', { count: lineup.versions })}</Versions>
            </>
          ) : (
            <dd>{t('hero.modelsNone')}</dd>
          )}
        </div>
      </Stats>
      <Founder>
        <img src={brand.logoUrl} alt={tc('footer.brandLogo', { brand: brand.name })} width={40} height={40} />{' '}
        {t('hero.founder', { founder: brand.founder })} · {brand.specialty}
      </Founder>
    </PageHero>
  );
}

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  div {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.heroLine};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  dt {
    color: ${({ theme }) => theme.color.onHeroMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 700;
  }
`;

/** The versions under the families, smaller: the families are the figure a buyer reads first. */
const Versions = styled.dd`
  && {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.color.onHeroMuted};
  }
`;

const Founder = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  img {
    flex: none;
    padding: 4px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.logoBackground};
  }
`;
