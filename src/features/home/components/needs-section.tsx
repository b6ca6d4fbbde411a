import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { laterMention } from '../../../../shared/brands.js';
import type { Lang } from '../../../../shared/lang.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { chip, ChipList } from '../../../components/ui/chip-list.js';
import { Container, VisuallyHidden } from '../../../components/ui/container.js';
import { Section, SectionTitle } from '../../../components/ui/section.js';
import { formatNumber, formatUsd } from '../../../lib/format.js';
import type { Need, OfferedNeed } from '../../../lib/needs.js';
import { catalogResultsHref, paths, type HomeAnchor } from '../../../lib/paths.js';
import { media } from '../../../styles/theme.js';

export const NEEDS_SECTION_ID: HomeAnchor = 'find';

/** A need's chip text in the page's language, with its value (locales home.json `needs.items`). */
function needLabel(need: Need, t: TFunction<'home'>, lang: Lang): string {
  switch (need.kind) {
    case 'seats':
      return t('needs.items.seats', { count: need.min });
    case 'range':
      return t('needs.items.range', { km: formatNumber(need.minKm, lang) });
    case 'budget':
      return t('needs.items.budget', { price: formatUsd(need.maxUSD, lang) });
    case 'drive':
      return t(`needs.items.drive.${need.drive}`);
    case 'powertrain':
      return t(`needs.items.powertrain.${need.powertrain}`);
    case 'stock':
      return t('needs.items.stock');
  }
}

/**
 * docs/decisions/pages-home-about-contact.md#needs: straight after the hero, the catalogue by what a buyer
 * needs (each chip a filtered catalogue, with the number of its cars) and by brand (each maker's page).
 */
export function NeedsSection({ needs }: { needs: readonly OfferedNeed[] }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const brands = useShell().brandPages.filter((brand) => brand.carsCount > 0);
  const carsCount = (count: number) => (
    <>
      <Count aria-hidden="true">{count}</Count>
      <VisuallyHidden>, {t('needs.cars', { count })}</VisuallyHidden>
    </>
  );
  return (
    <Compact id={NEEDS_SECTION_ID} aria-labelledby={`${NEEDS_SECTION_ID}-title`}>
      <Container>
        <SectionTitle id={`${NEEDS_SECTION_ID}-title`}>{t('needs.title')}</SectionTitle>
        {needs.length > 0 && (
          <>
            <GroupTitle id={`${NEEDS_SECTION_ID}-needs`}>{t('needs.byNeed')}</GroupTitle>
            <ChipList aria-labelledby={`${NEEDS_SECTION_ID}-needs`}>
              {needs.map((offered) => (
                <li key={offered.key}>
                  <ChipLink to={catalogResultsHref(lang, offered.query)}>
                    {needLabel(offered.need, t, lang)}
                    {carsCount(offered.count)}
                  </ChipLink>
                </li>
              ))}
            </ChipList>
          </>
        )}
        {brands.length > 0 && (
          <>
            <GroupTitle id={`${NEEDS_SECTION_ID}-brands`}>{t('needs.byBrand')}</GroupTitle>
            <ChipList aria-labelledby={`${NEEDS_SECTION_ID}-brands`}>
              {brands.map((brand) => (
                <li key={brand.slug}>
                  <ChipLink to={paths.brand(lang, brand.slug)}>
                    <img src={brand.logoUrl} alt="" width={24} height={24} loading="lazy" decoding="async" />
                    {laterMention(brand.name)}
                    {carsCount(brand.carsCount)}
                  </ChipLink>
                </li>
              ))}
            </ChipList>
          </>
        )}
      </Container>
    </Compact>
  );
}

/** Less air than the other sections: on a phone the chips are in the first screen, the first car in the second. */
const Compact = styled(Section)`
  padding-block: ${({ theme }) => theme.space.xl};
`;

const GroupTitle = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A little smaller on a phone, where two chips then share a row. */
const ChipLink = styled(Link)`
  ${chip}
  gap: 0.375rem;
  padding-inline: 0.625rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceRaised};
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
  img {
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.logoBackground};
  }
  ${media.up('sm')} {
    gap: ${({ theme }) => theme.space.sm};
    padding-inline: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Count = styled.span`
  min-width: 1.75rem;
  padding: 0.125rem 0.375rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: center;
`;
