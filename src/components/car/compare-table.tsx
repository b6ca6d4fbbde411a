import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, styled } from 'styled-components';
import { useColumnPager } from '../hooks/use-column-pager.js';
import { useFigureWords } from '../hooks/use-figure-words.js';
import { useLang } from '../layout/use-lang.js';
import { VisuallyHidden } from '../ui/container.js';
import { ArrowLeftIcon } from '../ui/icons.js';
import { CarThumb } from './car-thumb.js';
import { comparableValue, figureApplies, figureText } from '../../lib/car-figures.js';
import type { ComparedCar } from '../../lib/car-model.js';
import { bestColumns, type CompareGroup, type CompareRow } from '../../lib/comparison.js';
import { formatByn, formatUsd, withoutSoftHyphens } from '../../lib/format.js';
import { formatIsoDate } from '../../lib/dates.js';
import { entryOn } from '../../lib/car-headline-text.js';
import type { OfferPrice } from '../../lib/car-headlines.js';
import { useMinskToday } from '../hooks/use-minsk-today.js';
import { paths } from '../../lib/paths.js';
import type { Picture } from '../../lib/pictures.js';

/**
 * A car as a column of the table: with its picture, the picture heads the column above its name; with its prices
 * under the offers, a row after the prices gives the price with the discount every buyer gets.
 */
export type CompareColumn = ComparedCar & { picture?: Picture; offerPrices?: readonly OfferPrice[] };

interface CompareTableProps {
  cars: readonly CompareColumn[];
  rows: readonly CompareRow[];
  caption: string;
  /** The column that is the page's own car: its name is not a link. */
  ownCarId?: number;
  /** A heading row before each group of rows (main, detailed, dimensions, information). */
  groupHeadings?: boolean;
  /** The build's day in Minsk, where the columns carry their offers' prices. */
  buildDay?: string;
}

/**
 * Cars side by side (docs/decisions/pages-catalogue-and-car.md#comparison, docs/decisions/pages-information.md#comparison): one column
 * per car, one row per figure; each row's best value is marked in words as well as
 * colour, so a screen reader hears it too. Ranges show their test cycle and are judged
 * on one cycle (lib/car-figures.ts comparableValue).
 *
 * Narrow (a phone): a narrow label column that stays while more than two cars swipe
 * sideways, two in view, snapping column by column. Wider, every column fits. Either way
 * the row of pictures and names stays under the site's header while the table passes.
 */
export function CompareTable({ cars, rows, caption, ownCarId, groupHeadings = false, buildDay = '' }: CompareTableProps) {
  const { t } = useTranslation('car');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const words = useFigureWords();
  const today = useMinskToday(buildDay);
  // The price with the discount every buyer gets today, per column; the row shows while one car has one.
  const offerPrice = (car: CompareColumn) => (car.offerPrices?.length ? entryOn(car.offerPrices, today).price : null);
  const withOffers = cars.some((car) => offerPrice(car) !== null);

  const text = (row: CompareRow, car: ComparedCar): ReactNode => {
    // A petrol figure of an electric car does not exist: a dash, which a screen reader says in words, not "N/A".
    if (!figureApplies(row.id, car.specs))
      return (
        <>
          <span aria-hidden="true">—</span>
          <VisuallyHidden>{tc('car.notApplicable')}</VisuallyHidden>
        </>
      );
    const figure = figureText(car, row.id, lang, words);
    if (!figure) return tc('car.notAvailable');
    // In a column two cars wide on a phone, the unit may go under its number («248 700 / BYN»)
    // rather than the line breaking inside a word: the number itself stays whole.
    const value = figure.value.replace(/\u00a0(?=[^\d\u00a0]+$)/u, ' ');
    return figure.cycle ? `${value} (${figure.cycle})` : value;
  };

  // More than two cars swipe sideways on a phone.
  const swipe = cars.length > 2;
  const pager = useColumnPager(cars.length, carHeads, labelsWidth);
  const { from, to } = pager.inView;
  let group: CompareGroup | null = null;
  return (
    <Frame>
      {/* On a phone two cars show and the edge of a third: the line says the rest are a swipe away (issue 40). */}
      {swipe && <SwipeHint aria-hidden="true">{t('compare.swipeHint', { count: cars.length })}</SwipeHint>}
      <Scroll ref={pager.box} role="region" aria-label={t('compare.tableLabel')} tabIndex={0} $swipe={swipe}>
        <Table $cars={cars.length} $swipe={swipe}>
          <caption>
            <span>{caption}</span>
          </caption>
          <thead>
            <tr>
              <td>
                {/* The corner above the labels follows the table down: it says which cars are in view, and steps to the others. */}
                {swipe && (
                  <Pager>
                    <span aria-live="polite">
                      {t('compare.inView', { range: from === to ? `${from}` : `${from}–${to}`, total: cars.length })}
                    </span>
                    <span>
                      <PagerButton
                        type="button"
                        aria-label={t('compare.previous')}
                        aria-disabled={from <= 1}
                        onClick={() => from > 1 && pager.step(-1)}
                      >
                        <ArrowLeftIcon />
                      </PagerButton>
                      <PagerButton
                        type="button"
                        aria-label={t('compare.next')}
                        aria-disabled={to >= cars.length}
                        onClick={() => to < cars.length && pager.step(1)}
                      >
                        <ArrowLeftIcon style={{ transform: 'scaleX(-1)' }} />
                      </PagerButton>
                    </span>
                  </Pager>
                )}
              </td>
              {cars.map((car) => {
                const head = (
                  <>
                    {car.picture && <CarThumb picture={car.picture} sizes="8rem" />}
                    {car.name}
                  </>
                );
                return (
                  <th key={car.id} scope="col">
                    {car.id === ownCarId ? <span>{head}</span> : <Link to={paths.car(lang, car.slug)}>{head}</Link>}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {/* A row no compared car has (a fuel tank among electric cars) is left out. */}
            {rows
              .filter((row) => cars.some((car) => figureApplies(row.id, car.specs)))
              .map((row) => {
                const best = bestColumns(
                  cars.map((car) => comparableValue(car, row.id)),
                  row.better,
                );
                const heading = groupHeadings && row.group !== group;
                // A long Russian word breaks only at the soft hyphen its label has; a screen reader gets the plain word.
                const label = t(`compare.rows.${row.id}`);
                const spoken = withoutSoftHyphens(label);
                group = row.group;
                return (
                  <Fragment key={row.id}>
                    {heading && (
                      <tr className="group">
                        <th scope="colgroup" colSpan={cars.length + 1}>
                          <span>{t(`compare.groups.${row.group}`)}</span>
                        </th>
                      </tr>
                    )}
                    <tr>
                      <th scope="row" aria-label={label === spoken ? undefined : spoken}>
                        {label}
                      </th>
                      {cars.map((car, index) => (
                        <td key={car.id} className={best.has(index) ? 'best' : undefined}>
                          {text(row, car)}
                          {best.has(index) && (
                            <BestTag>
                              <span aria-hidden="true">★ </span>
                              {t('compare.best')}
                            </BestTag>
                          )}
                        </td>
                      ))}
                    </tr>
                    {/* Not on paper: the sheet keeps to one page, with the list prices of the day it was printed. */}
                    {row.id === 'priceUsd' && withOffers && (
                      <tr data-print="hide">
                        <th scope="row">{t('compare.rows.offerPrice')}</th>
                        {cars.map((car) => {
                          const price = offerPrice(car);
                          return (
                            <td key={car.id}>
                              {price ? (
                                <>
                                  {formatByn(price.byn, lang)} ({formatUsd(price.usd, lang)})
                                  <OfferUntil>{t('compare.offerUntil', { until: formatIsoDate(price.until, lang) })}</OfferUntil>
                                </>
                              ) : (
                                tc('car.notAvailable')
                              )}
                            </td>
                          );
                        })}
                      </tr>
                    )}
                  </Fragment>
                );
              })}
          </tbody>
        </Table>
        <VisuallyHidden>{t('compare.bestExplained')}</VisuallyHidden>
      </Scroll>
    </Frame>
  );
}

/** The cars' columns, as the pager counts them: the row of their names. */
const carHeads = (box: HTMLDivElement) => [...box.querySelectorAll<HTMLElement>('thead th')];
/** What sticks at the left while the cars swipe: the column of labels. */
const labelsWidth = (box: HTMLDivElement) => box.querySelector('thead td')?.getBoundingClientRect().width ?? 0;

/** What the table's widths are measured against: the room it has, not the screen (the car page gives it a column). */
const Frame = styled.div`
  container-type: inline-size;
`;

/** Below this width of its room, the table is laid out for a phone. */
const NARROW = '@container (max-width: 39.99rem)';

/** How many car columns a phone shows beside the labels: two, and the edge of a third that says there is more. */
const IN_VIEW = 2.1;

const SwipeHint = styled.p`
  display: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  ${NARROW} {
    display: block;
  }
  @media print {
    display: none;
  }
`;

/** Shown only where the cars swipe (a phone), never on paper. */
const Pager = styled.div`
  display: none;
  ${NARROW} {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
    > span:last-child {
      display: flex;
      gap: ${({ theme }) => theme.space.xs};
    }
  }
  @media print {
    display: none;
  }
`;

const PagerButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 0.5;
    cursor: default;
  }
`;

const Scroll = styled.div<{ $swipe: boolean }>`
  /* Clipped, not scrolled, so the row of names can stick under the site's header. */
  overflow: clip;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  --label: 25%;
  ${NARROW} {
    --label: 7rem;
    ${({ $swipe, theme }) =>
      $swipe &&
      css`
        overflow: auto hidden;
        overscroll-behavior-x: contain;
        scroll-snap-type: x mandatory;
        scroll-padding-left: var(--label);
        /* Room after the last car for the edge a phone shows of the next one: at the end two cars still meet the
           labels, with no sliver of the one before between them (walk 20). */
        padding-right: calc((100cqi - 2px - var(--label)) / ${IN_VIEW} * ${(IN_VIEW - 2).toFixed(2)});
        view-timeline: --compare-table block;
        view-timeline-inset: calc(${theme.layout.headerHeight} - 1px) 0;
      `}
  }
  @media print {
    overflow: visible;
    border: 0;
    --label: 30%;
  }
`;

const Table = styled.table<{ $cars: number; $swipe: boolean }>`
  width: 100%;
  table-layout: fixed;
  /* Separate borders stay with their cells when a row or column sticks. */
  border-collapse: separate;
  border-spacing: 0;
  ${NARROW} {
    /* Beside the labels, two car columns and the edge of the next; more scroll sideways. */
    width: max(100%, calc(var(--label) + ${({ $cars }) => $cars} * (100cqi - 2px - var(--label)) / ${IN_VIEW}));
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  caption {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
    /*
     * Long Russian words break with a hyphen where the browser knows the language's rules (Safari only
     * prefixed); the row labels also carry soft hyphens, for browsers without a Russian dictionary.
     */
    -webkit-hyphens: auto;
    hyphens: auto;
    ${NARROW} {
      padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}
        ${({ theme }) => theme.space.sm};
    }
  }
  thead td:first-child {
    width: var(--label);
  }
  thead th,
  thead td {
    position: sticky;
    top: ${({ theme }) => theme.layout.headerHeight};
    z-index: 2;
    background: ${({ theme }) => theme.color.surfaceRaised};
    box-shadow: inset 0 -1px 0 ${({ theme }) => theme.color.border};
  }
  thead th {
    scroll-snap-align: start;
    font-weight: 700;
  }
  thead img {
    display: block;
    width: 100%;
    max-width: 8rem;
    height: auto;
    aspect-ratio: 3 / 2;
    margin-bottom: ${({ theme }) => theme.space.xs};
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
  }
  tbody th {
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
    ${NARROW} {
      font-size: ${({ theme }) => theme.fontSize.xs};
    }
  }
  /* The labels stay while the values swipe. */
  tbody th[scope='row'],
  thead td {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  thead td {
    z-index: 3;
  }
  /* A group's title stays in view while the columns swipe. */
  tr.group span {
    display: inline-block;
    position: sticky;
    left: ${({ theme }) => theme.space.sm};
  }
  tr.group th {
    padding-top: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.text};
    font-weight: 700;
    background: ${({ theme }) => theme.color.surface};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
  td.best {
    background: ${({ theme }) => theme.color.successSurface};
    font-weight: 700;
  }
  ${NARROW} {
    ${({ $swipe }) =>
      $swipe &&
      css`
        /* The columns slide under the labels' edge. */
        tbody th[scope='row'] {
          box-shadow: inset -1px 0 0 ${({ theme }) => theme.color.border};
        }
        thead td {
          box-shadow: inset -1px -1px 0 ${({ theme }) => theme.color.border};
        }
        thead th,
        thead td {
          top: 0;
          /*
           * The table scrolls sideways, so its row of names cannot stick to the page: it
           * follows the page down instead, one pixel per pixel of scroll from when the table
           * reaches the site's header, over a range longer than any table; the table's box
           * clips it at the end. A browser without scroll-driven animations leaves it in place.
           */
          @supports (animation-timeline: view()) {
            animation: compare-table-follow linear both;
            animation-timeline: --compare-table;
            animation-range: exit-crossing 0% exit-crossing 10000px;
          }
        }
        /* The cars are named above the table (the page's list of them, or the car page's own). */
        caption {
          padding: 0;
        }
        caption > span {
          position: absolute;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip-path: inset(50%);
          white-space: nowrap;
        }
      `}
  }
  @keyframes compare-table-follow {
    to {
      transform: translateY(10000px);
    }
  }
  /* On one A4 sheet with the dealer's contacts, the dollar and winter rows included. */
  @media print {
    font-size: 8.5pt;
    th,
    td {
      padding: 1.5pt 5pt;
    }
    tr.group th {
      padding-top: 5pt;
    }
    thead th,
    thead td,
    tbody th[scope='row'] {
      position: static;
      box-shadow: none;
    }
    thead img {
      width: 22mm !important;
      max-height: none !important;
      margin-bottom: 1mm;
    }
  }
`;

/** The offer's last day, under its price. */
const OfferUntil = styled.span`
  display: block;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const BestTag = styled.span`
  display: block;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.success};
  @media print {
    display: inline;
    margin-left: 4pt;
    white-space: nowrap;
  }
`;
