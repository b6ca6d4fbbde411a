import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { chip, ChipList } from '../../../components/ui/chip-list.js';
import { formatByn, formatDecimal, usdToByn } from '../../../lib/format.js';
import { useShell } from '../../../components/layout/use-shell.js';
import type { NeedPhrase } from '../../../lib/search-needs.js';
import type { CatalogFacets, CatalogFilters, FilterKey, Loosenable } from '../lib/catalog-query.js';

/** A filter's name as a chip says it: «от 6 мест», «Полный привод», «Цена до 180 000 BYN». */
export function useFilterLabel(facets: CatalogFacets) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const rate = useShell().company.usdToByn;
  const byn = (usd: number) => formatByn(usdToByn(usd, rate), lang);
  return (key: Loosenable, filters: CatalogFilters): string => {
    switch (key) {
      case 'type':
        return filters.type === 'all' ? '' : tc(`car.powertrain.${filters.type}`);
      case 'body':
        return filters.body === 'all' ? '' : tc(`car.bodyType.${filters.body}`);
      case 'brand':
        return facets.brands.find((brand) => brand.slug === filters.brand)?.name ?? filters.brand;
      case 'seats':
        return filters.seats === null ? '' : t('filters.seatsFrom', { count: filters.seats });
      case 'drive':
        return filters.drive === 'all' ? '' : tc(`car.drive.${filters.drive}`);
      case 'range':
        return filters.range === null ? '' : t('filters.rangeFrom', { km: formatDecimal(filters.range, lang) });
      case 'price':
        if (filters.minPrice !== null && filters.maxPrice !== null)
          return t('active.priceBetween', { min: byn(filters.minPrice), max: byn(filters.maxPrice) });
        return filters.minPrice !== null
          ? t('active.priceFrom', { min: byn(filters.minPrice) })
          : t('active.priceTo', { max: byn(filters.maxPrice ?? 0) });
      case 'stock':
        return t('filters.stock');
      case 'saved':
        return t('filters.saved');
      case 'search':
        return t('active.search', { q: filters.q });
    }
  };
}

interface ActiveFiltersProps {
  /** The filters chosen in the bar, each with its way to clear it. */
  chosen: { key: FilterKey; label: string; clear: () => void }[];
  /** The needs read from the search words, each with its way to take its words out. */
  needs: { phrase: NeedPhrase; label: string; clear: () => void }[];
}

/**
 * What narrows the list, as chips that each take one thing away: the filters chosen, and
 * the needs the search words were read as («6 мест» in the search box shows as «от 6 мест»).
 */
export function ActiveFilters({ chosen, needs }: ActiveFiltersProps) {
  const { t } = useTranslation('catalog');
  if (chosen.length === 0 && needs.length === 0) return null;
  return (
    <ChipList aria-label={t('active.title')}>
      {needs.map(({ phrase, label, clear }) => (
        <li key={`need-${phrase.need}`}>
          <Remove type="button" onClick={clear} aria-label={t('active.removeNeed', { label, phrase: phrase.phrase })}>
            {label} <Source>{t('active.fromSearch')}</Source> <span aria-hidden="true">×</span>
          </Remove>
        </li>
      ))}
      {chosen.map(({ key, label, clear }) => (
        <li key={key}>
          <Remove type="button" onClick={clear} aria-label={t('active.remove', { label })}>
            {label} <span aria-hidden="true">×</span>
          </Remove>
        </li>
      ))}
    </ChipList>
  );
}

const Remove = styled.button`
  ${chip}
  gap: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Source = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.color.textMuted};
`;
