import { Fragment, memo, useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { Button } from '../../../components/ui/button.js';
import { Field, FieldsetReset, Input, Select } from '../../../components/ui/form-controls.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { formatByn, formatDecimal, formatUsd, usdToByn } from '../../../lib/format.js';
import { media } from '../../../styles/theme.js';
import { SORTS, type CatalogFacets, type CatalogFilters, type CountedChoices, type Sort } from '../lib/catalog-query.js';
import { priceSlider, sliderToUsd } from '../lib/price-range.js';
import type { FilterChange } from '../use-catalog-filters.js';
import { loadSearch } from '../use-catalog-search.js';

interface FilterBarProps {
  filters: CatalogFilters;
  facets: CatalogFacets;
  /** How many cars each choice would leave. */
  counts: CountedChoices;
  onChange: (change: FilterChange, options?: { replace?: boolean }) => void;
  onClear: () => void;
  canClear: boolean;
  /** How many cars the filters let through, for the phone's "Show N cars" button. */
  resultCount: number;
  /** Takes the visitor to the results (the phone's panel closes first). */
  onShowResults: () => void;
}

export function FilterBar({ filters, facets, counts, onChange, onClear, canClear, resultCount, onShowResults }: FilterBarProps) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const id = useId();

  // On a phone the filters beyond search and sort fold away, so the cars are in the first screen.
  const [moreOpen, setMoreOpen] = useState(false);
  const activeMore = [
    filters.type !== 'all',
    filters.body !== 'all',
    filters.brand !== 'all',
    filters.seats !== null,
    filters.drive !== 'all',
    filters.range !== null,
    filters.minPrice !== null || filters.maxPrice !== null,
    filters.stock,
    filters.saved,
  ].filter(Boolean).length;

  // The text box keeps what is typed; the URL follows. Back/forward bring the URL's text back.
  const [search, setSearch] = useState(filters.q);
  useEffect(() => setSearch(filters.q), [filters.q]);
  const onSearch = (event: ChangeEvent<HTMLInputElement>) => {
    setSearch(event.target.value);
    onChange({ q: event.target.value }, { replace: true });
  };

  // The slider moves in BYN, the currency the cards lead with; the URL keeps USD.
  const rate = useShell().company.usdToByn;
  const slider = priceSlider(facets.price, rate);
  const minPrice = filters.minPrice ?? facets.price.min;
  const maxPrice = filters.maxPrice ?? facets.price.max;
  const priceText = (usd: number) => `${formatByn(usdToByn(usd, rate), lang)} (${formatUsd(usd, lang)})`;
  const setPrice = (bound: 'min' | 'max') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = sliderToUsd(Number(event.target.value), rate);
    if (bound === 'min') {
      const min = Math.min(value, maxPrice);
      onChange({ minPrice: min <= facets.price.min ? null : min }, { replace: true });
    } else {
      const max = Math.max(value, minPrice);
      onChange({ maxPrice: max >= facets.price.max ? null : max }, { replace: true });
    }
  };

  // The form's submit is "Show N cars": its button ends the phone's panel, and Enter in the search (a phone
  // keyboard's search key) does the same. The filters apply as they change, so nothing is sent.
  const showResults = (event: FormEvent) => {
    event.preventDefault();
    // The panel folds first, so the results are scrolled to where they will be.
    flushSync(() => setMoreOpen(false));
    onShowResults();
  };

  return (
    <Form role="search" aria-label={t('filters.title')} onSubmit={showResults}>
      <FilterField $wide label={t('filters.search')}>
        {(control) => (
          <Input
            {...control}
            type="search"
            name="q"
            value={search}
            onChange={onSearch}
            onFocus={() => void loadSearch()}
            placeholder={t('filters.searchPlaceholder')}
            autoComplete="off"
          />
        )}
      </FilterField>
      <FilterField label={t('filters.sort')}>
        {(control) => (
          <Select {...control} name="sort" value={filters.sort} onChange={(e) => onChange({ sort: e.target.value as Sort })}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </Select>
        )}
      </FilterField>
      <MoreToggle type="button" aria-expanded={moreOpen} aria-controls={`${id}-more`} onClick={() => setMoreOpen((open) => !open)}>
        {activeMore ? t('filters.toggleActive', { count: activeMore }) : t('filters.toggle')}
      </MoreToggle>
      <More id={`${id}-more`} $open={moreOpen}>
        <ChoiceField
          label={t('filters.type')}
          name="type"
          value={filters.type}
          counts={counts.type}
          text={(type) => (type === 'all' ? t('filters.typeAll') : tc(`car.powertrain.${type}`))}
          onChoose={(type) => onChange({ type })}
        />
        <ChoiceField
          label={t('filters.body')}
          name="body"
          value={filters.body}
          counts={counts.body}
          text={(body) => (body === 'all' ? t('filters.bodyAll') : tc(`car.bodyType.${body}`))}
          onChoose={(body) => onChange({ body })}
        />
        <ChoiceField
          label={t('filters.brand')}
          name="brand"
          value={filters.brand}
          counts={counts.brand}
          text={(brand) => (brand === 'all' ? t('filters.brandAll') : (facets.brands.find((b) => b.slug === brand)?.name ?? brand))}
          onChoose={(brand) => onChange({ brand })}
        />
        <ChoiceField
          label={t('filters.seats')}
          name="seats"
          value={filters.seats}
          counts={counts.seats}
          text={(seats) => (seats === null ? t('filters.seatsAny') : t('filters.seatsFrom', { count: seats }))}
          onChoose={(seats) => onChange({ seats })}
        />
        <ChoiceField
          label={t('filters.drive')}
          name="drive"
          value={filters.drive}
          counts={counts.drive}
          text={(drive) => (drive === 'all' ? t('filters.driveAny') : tc(`car.drive.${drive}`))}
          onChoose={(drive) => onChange({ drive })}
        />
        <ChoiceField
          label={t('filters.range')}
          name="range"
          value={filters.range}
          counts={counts.range}
          text={(km) => (km === null ? t('filters.rangeAny') : t('filters.rangeFrom', { km: formatDecimal(km, lang) }))}
          onChoose={(range) => onChange({ range })}
        />
        <PriceField $wide>
          <legend>
            {t('filters.price')}:{' '}
            <output htmlFor={`${id}-min ${id}-max`}>
              {t('filters.priceRange', { min: formatByn(usdToByn(minPrice, rate), lang), max: formatByn(usdToByn(maxPrice, rate), lang) })}{' '}
              <Usd>{t('filters.priceRangeUsd', { min: formatUsd(minPrice, lang), max: formatUsd(maxPrice, lang) })}</Usd>
            </output>
          </legend>
          <Sliders>
            {(
              [
                { bound: 'min', label: t('filters.priceMin'), value: minPrice },
                { bound: 'max', label: t('filters.priceMax'), value: maxPrice },
              ] as const
            ).map(({ bound, label, value }) => (
              <Fragment key={bound}>
                <label htmlFor={`${id}-${bound}`}>{label}</label>
                <input
                  id={`${id}-${bound}`}
                  type="range"
                  name={bound}
                  min={slider.min}
                  max={slider.max}
                  step={slider.step}
                  value={usdToByn(value, rate)}
                  aria-valuetext={priceText(value)}
                  onChange={setPrice(bound)}
                />
              </Fragment>
            ))}
          </Sliders>
        </PriceField>
        <Checks>
          <Field layout="check" label={t('filters.withCount', { label: t('filters.stock'), count: counts.stock.get(true) ?? 0 })}>
            {(control) => (
              <input
                {...control}
                type="checkbox"
                name="stock"
                checked={filters.stock}
                onChange={(e) => onChange({ stock: e.target.checked })}
              />
            )}
          </Field>
          <Field layout="check" label={t('filters.withCount', { label: t('filters.saved'), count: counts.saved.get(true) ?? 0 })}>
            {(control) => (
              <input
                {...control}
                type="checkbox"
                name="saved"
                checked={filters.saved}
                onChange={(e) => onChange({ saved: e.target.checked })}
              />
            )}
          </Field>
          <Button type="button" $variant="ghost" onClick={onClear} disabled={!canClear}>
            {t('filters.clear')}
          </Button>
        </Checks>
        <ShowResults type="submit">
          {resultCount > 0 ? t('filters.showResults', { count: resultCount }) : t('filters.showResultsNone')}
        </ShowResults>
      </More>
    </Form>
  );
}

interface ChoiceFieldProps<V extends string | number | null> {
  label: string;
  name: string;
  value: V;
  /** Every choice, in order, with the number of cars it would leave. */
  counts: ReadonlyMap<V, number>;
  text: (value: V) => string;
  onChoose: (value: V) => void;
}

/** A filter's select, each choice with the number of cars it would leave (none is a choice too: the empty result helps). */
function ChoiceFieldAlways<V extends string | number | null>({ label, name, value, counts, text, onChoose }: ChoiceFieldProps<V>) {
  const { t } = useTranslation('catalog');
  const choices = [...counts];
  const key = (choice: V) => (choice === null ? '' : String(choice));
  return (
    <FilterField label={label}>
      {(control) => (
        <Select
          {...control}
          name={name}
          value={key(value)}
          onChange={(event) => onChoose(choices.find(([choice]) => key(choice) === event.target.value)![0])}
        >
          {choices.map(([choice, count]) => (
            <option key={key(choice)} value={key(choice)}>
              {t('filters.withCount', { label: text(choice), count })}
            </option>
          ))}
        </Select>
      )}
    </FilterField>
  );
}

const sameCounts = <V,>(a: ReadonlyMap<V, number>, b: ReadonlyMap<V, number>) =>
  a.size === b.size && [...a].every(([choice, count]) => b.get(choice) === count);

/**
 * Renders again only when what it shows changes: most keystrokes in the search leave most counts as they
 * were. `text` follows the language, as `label` does; `onChoose` only passes the choice on to the
 * catalogue's `onChange`, which does not change from render to render (use-catalog-filters.ts).
 */
const ChoiceField = memo(
  ChoiceFieldAlways,
  (before, after) =>
    before.label === after.label && before.name === after.name && before.value === after.value && sameCounts(before.counts, after.counts),
) as typeof ChoiceFieldAlways;

/**
 * No box (docs/design.md#boxes): from the tablet width up the fields in a grid, set off from the results by a
 * hairline. On a phone, where its fields fold away, the sort and the Filters button share a row under the search,
 * so the first car comes higher.
 */
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.down('md')} {
    grid: auto / 1fr 1fr;
    align-items: end;
    row-gap: ${({ theme }) => theme.space.sm};
    /* The search and the folded filters (the first and fourth of its four parts) take the whole width. */
    > :nth-child(3n + 1) {
      grid-column: 1 / -1;
    }
  }
  ${media.up('md')} {
    padding-bottom: ${({ theme }) => theme.space.lg};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }

  button:disabled {
    opacity: 0.55;
    cursor: default;
  }
`;

const MoreToggle = styled.button`
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  cursor: pointer;
  ${media.up('md')} {
    display: none;
  }
`;

/** Folded on a phone unless opened; part of the form's grid from the tablet width up. */
const More = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: ${({ theme }) => theme.space.md};
  ${media.up('md')} {
    display: contents;
  }
`;

/** Phones only: the folded panel ends by taking the visitor to what it found. */
const ShowResults = styled(Button)`
  width: 100%;
  ${media.up('md')} {
    display: none;
  }
`;

const Usd = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
`;

const FilterField = styled(Field)<{ $wide?: boolean }>`
  label {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  ${media.up('md')} {
    grid-column: ${({ $wide }) => ($wide ? 'span 2' : 'auto')};
  }
`;

const PriceField = styled(FieldsetReset)<{ $wide?: boolean }>`
  legend {
    padding: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  output {
    font-weight: 400;
  }
  ${media.up('md')} {
    grid-column: span 2;
  }
`;

const Sliders = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  label {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  input {
    width: 100%;
    min-height: 32px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  ${media.up('md')} {
    grid-column: 1 / -1;
  }
`;
