import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { focusNeighbour } from '../../../components/hooks/focus-neighbour.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { chip, ChipList } from '../../../components/ui/chip-list.js';
import { formatByn, formatDecimal, formatUsd, usdToByn } from '../../../lib/format.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button.js';
import { Chip } from '../../../components/ui/chip-list.js';
import type { CarSummary } from '../../../lib/car-model.js';
import { paths } from '../../../lib/paths.js';
import type { CompiledQuery } from '../../../lib/search.js';
import { FILTER_KEYS, type CatalogFacets, type CatalogFilters, type FilterKey } from '../lib/catalog-query.js';
import {
  absentMakerIn,
  clearedFilter,
  isFilterActive,
  loosenOne,
  nearestCars,
  widened,
  withoutPhrase,
  type AbsentMaker,
  type Loosening,
} from '../lib/narrowing.js';

/** A filter's name as a chip says it: «от 6 мест», «Полный привод», «Цена до 180 000 BYN». */
function useFilterLabel(facets: CatalogFacets) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const rate = useShell().company.usdToByn;
  // Both currencies, as on the cards: a budget typed in dollars («до 80000») reads back as the buyer said it.
  const byn = (usd: number) => `${formatByn(usdToByn(usd, rate), lang)} (${formatUsd(usd, lang)})`;
  return (key: FilterKey, filters: CatalogFilters): string => {
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
    }
  };
}

/** «Возможно, вы имели в виду …»: the search's correction of a word it did not know, one press to search for it. */
export function DidYouMean({ correction, onPick }: { correction: string; onPick: (q: string) => void }) {
  const { t } = useTranslation('catalog');
  return (
    <SearchHint>
      {t('search.didYouMean')}{' '}
      <button type="button" onClick={() => onPick(correction)}>
        {correction}
      </button>
    </SearchHint>
  );
}

/** A line under the search's chips with a way to act on it: «did you mean», the family's five-seat SUVs. */
const SearchHint = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.primary};
    font-weight: 700;
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** An empty result offers this many of the nearest cars. */
const NEAREST_SHOWN = 4;

interface NarrowingProps {
  facets: CatalogFacets;
  /** The filters chosen in the bar. */
  filters: CatalogFilters;
  /** With the needs read from the search words added. */
  effective: CatalogFilters;
  search: CompiledQuery;
  onChange: (change: Partial<CatalogFilters>) => void;
}

/**
 * What narrows the list, as chips that each take one thing away: the filters chosen, and
 * the needs the search words were read as («6 мест» in the search box shows as «от 6 мест»).
 * A chip hands the focus to the next chip, or to the count of cars found (`countId`).
 */
export function ActiveFilters({ facets, filters, effective, search, onChange, countId }: NarrowingProps & { countId: string }) {
  const { t } = useTranslation('catalog');
  const label = useFilterLabel(facets);
  // Every filter has a chip; the search text is in its box.
  const chosen = FILTER_KEYS.filter((key) => isFilterActive(filters, key));
  // «Семейный» is read as three rows; a family of four buys a five-seat SUV, which one press adds (walk 18).
  const family = filters.body === 'all' && filters.seats === null ? search.phrases.find((phrase) => phrase.family) : undefined;
  if (chosen.length === 0 && search.phrases.length === 0) return null;
  return (
    <>
      <ChipList aria-label={t('active.title')}>
        {search.phrases.map((phrase) => {
          const text = label(phrase.need, effective);
          return (
            <li key={`need-${phrase.need}`}>
              <Remove
                type="button"
                onClick={(event) => {
                  focusNeighbour(event.currentTarget, countId);
                  onChange({ q: withoutPhrase(filters.q, phrase.phrase) });
                }}
                aria-label={t('active.removeNeed', { label: text, phrase: phrase.phrase })}
              >
                {text}{' '}
                <Source>
                  {t('active.fromSearch')} <span aria-hidden="true">×</span>
                </Source>
              </Remove>
            </li>
          );
        })}
        {chosen.map((key) => {
          const text = label(key, filters);
          return (
            <li key={key}>
              <Remove
                type="button"
                onClick={(event) => {
                  focusNeighbour(event.currentTarget, countId);
                  onChange(clearedFilter(filters, key));
                }}
                aria-label={t('active.remove', { label: text })}
              >
                {text} <span aria-hidden="true">×</span>
              </Remove>
            </li>
          );
        })}
      </ChipList>
      {family && (
        <SearchHint>
          {t('active.familyRead', { phrase: family.phrase, seats: effective.seats })}{' '}
          <button type="button" onClick={() => onChange({ q: withoutPhrase(filters.q, family.phrase), body: 'suv' })}>
            {t('active.familyWider')}
          </button>
        </SearchHint>
      )}
    </>
  );
}

interface EmptyResultProps extends NarrowingProps {
  cars: readonly CarSummary[];
  savedIds: ReadonlySet<number>;
  /** Makers with a brand page but no car here (NIO). */
  absentMakers: readonly AbsentMaker[];
  onClear: () => void;
}

/**
 * No car found, and no dead end: a maker the search names that is not sold here is said so
 * with a link to its page; the one loosening that finds cars while keeping the most of the
 * request (a price widened to the nearest car's, a filter cleared, the search cleared), with
 * how many it finds; the cars nearest to the request. Or, when nothing single helps, clearing all.
 */
export function EmptyResult({ cars, savedIds, absentMakers, facets, filters, effective, search, onChange, onClear }: EmptyResultProps) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  const rate = useShell().company.usdToByn;
  const label = useFilterLabel(facets);
  const wayOut = loosenOne(cars, effective, facets, savedIds, search.matches, search.text !== '', search.words);
  const nearest = nearestCars(cars, effective, savedIds, search.matches, NEAREST_SHOWN, search.words);
  const absent = absentMakerIn(search.text, absentMakers);
  // The search box's words but those read as needs (shown as chips), as the buyer typed them.
  const searchText = search.phrases.reduce((query, phrase) => withoutPhrase(query, phrase.phrase), filters.q);
  const loosen = ({ loosen: key, widen, keep }: Loosening) => {
    // The search's words that find cars, if any, and its needs; or, for a need read from the search (not chosen in the bar), its words
    // leave the search box; a widened filter then takes its new value, a cleared one goes.
    if (key === 'search') return onChange({ q: [...(keep ?? []), ...search.phrases.map((phrase) => phrase.phrase)].join(' ') });
    const need = search.phrases.find((phrase) => phrase.need === key && !isFilterActive(filters, key));
    const words = need ? { q: withoutPhrase(filters.q, need.phrase) } : {};
    if (widen) return onChange({ ...widened(filters, widen), ...words });
    onChange(need ? words : clearedFilter(filters, key));
  };
  const wayOutText = (way: Loosening): string => {
    const count = way.cars.length;
    if (way.loosen === 'search')
      return way.keep ? t('empty.searchOnly', { q: way.keep.join(' '), count }) : t('empty.clearSearch', { q: searchText, count });
    const widen = way.widen;
    if (!widen) return t('empty.loosen', { label: label(way.loosen, effective), count });
    const money = { byn: formatByn(usdToByn(widen.value, rate), lang), usd: formatUsd(widen.value, lang), count };
    if (widen.to === 'maxPrice') return t('empty.raiseBudget', money);
    if (widen.to === 'minPrice') return t('empty.lowerMinPrice', money);
    return t('empty.widen', { label: label(widen.to, widened(effective, widen)), count });
  };
  return (
    <Empty>
      <h2>{t('empty.title')}</h2>
      {absent ? (
        <p>
          {t('empty.absentMaker', { name: absent.name })}{' '}
          <Link to={paths.brand(lang, absent.slug)}>{t('empty.absentMakerLink', { name: absent.name })}</Link>
        </p>
      ) : (
        <p>{filters.saved && savedIds.size === 0 ? t('empty.savedHint') : t('empty.hint')}</p>
      )}
      {wayOut ? (
        <Button type="button" onClick={() => loosen(wayOut)}>
          {wayOutText(wayOut)}
        </Button>
      ) : (
        <Button type="button" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
      {nearest.length > 0 && (
        <>
          <h3>{t('empty.nearest')}</h3>
          <ChipList $gap="sm" aria-label={t('empty.nearest')}>
            {nearest.map((car) => (
              <li key={car.id}>
                <Chip as={Link} to={paths.car(lang, car.slug)}>
                  {car.name} · {formatByn(car.priceBYN, lang)}
                </Chip>
              </li>
            ))}
          </ChipList>
        </>
      )}
    </Empty>
  );
}

/** A long chip breaks between its parts («up to 240,000 BYN ($80,000)» / «from search ×»), not inside each (walk 17). */
const Remove = styled.button`
  ${chip}
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  cursor: pointer;
`;

const Source = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h3 {
    margin: ${({ theme }) => theme.space.md} 0 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    justify-content: center;
  }
`;
