import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CarThumb } from '../../../components/car/car-thumb.js';
import { focusNeighbour } from '../../../components/hooks/focus-neighbour.js';
import { focusId } from '../../../components/hooks/scroll.js';
import { useEnquiryDialog } from '../../../components/hooks/use-enquiry-dialog.js';
import { useFigureWords } from '../../../components/hooks/use-figure-words.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { Alert } from '../../../components/ui/alert.js';
import { Button, ButtonAnchor } from '../../../components/ui/button.js';
import { CardGrid } from '../../../components/ui/card-grid.js';
import { Container } from '../../../components/ui/container.js';
import { Field } from '../../../components/ui/form-controls.js';
import { CloseIcon } from '../../../components/ui/icons.js';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section.js';
import { chip, ChipList } from '../../../components/ui/chip-list.js';
import { figureText, figureValue } from '../../../lib/car-figures.js';
import type { ComparedCar } from '../../../lib/car-model.js';
import { COMPARE_ROWS, MAX_COMPARISON, valuesDiffer } from '../../../lib/comparison.js';
import { formatByn } from '../../../lib/format.js';
import type { Picture } from '../../../lib/pictures.js';
import type { OfferPrice } from '../../../lib/car-headlines.js';
import { byMaker } from '../../../../shared/brands.js';
import { useCompareTable } from '../use-compare-table.js';
import { useComparison } from '../use-comparison.js';

export type ComparisonCar = ComparedCar & { picture: Picture; offerPrices: readonly OfferPrice[] };

const TABLE_ID = 'comparison-table';
const CHOICES_ID = 'choose-cars';
const CHOSEN_TITLE_ID = 'chosen-title';

/**
 * docs/decisions/pages-information.md#comparison: the chosen cars (each removable, or all at once) and their
 * table, or a prompt while none is chosen; then every car to choose from, at most 4.
 * A 'differences only' switch hides the rows where the cars agree.
 */
export function ComparisonTool({
  cars,
  knownSlugs,
  buildDay,
}: {
  cars: readonly ComparisonCar[];
  knownSlugs: readonly string[];
  /** The build's day in Minsk: the offers' prices are those of the visitor's day from then on. */
  buildDay: string;
}) {
  const { t } = useTranslation('comparison');
  const lang = useLang();
  const words = useFigureWords();
  const { slugs, settled, refused, toggle, remove, clear } = useComparison(knownSlugs);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const Table = useCompareTable();
  const chosen = slugs.map((slug) => cars.find((car) => car.slug === slug)!);
  // The cars to choose from show once the chosen ones and their table are in place, so
  // nothing seen moves (the pre-rendered page cannot know them); and from then on.
  const [revealed, setRevealed] = useState(false);
  if (!revealed && settled && (chosen.length === 0 || Table)) setRevealed(true);
  const full = chosen.length >= MAX_COMPARISON;
  const canDiffer = chosen.length >= 2;
  const rows = COMPARE_ROWS.filter((row) => !(differencesOnly && canDiffer) || valuesDiffer(chosen.map((car) => figureValue(car, row.id))));
  const refusedName = refused && cars.find((car) => car.slug === refused)?.name;
  const count = t('count', { count: chosen.length, max: MAX_COMPARISON });
  // «Спросить об этих автомобилях»: the enquiry dialog with the compared cars named in its message (issue 40).
  const enquiry = useEnquiryDialog();

  return (
    <>
      <Chosen aria-labelledby={CHOSEN_TITLE_ID}>
        <Container>
          <Head data-print="hide">
            <SectionTitle id={CHOSEN_TITLE_ID}>{t('chosen.title')}</SectionTitle>
            <Count role="status">{count}</Count>
          </Head>
          {refusedName && (
            <Alert $tone="danger" role="alert">
              {t('chosen.full', { max: MAX_COMPARISON, name: refusedName })}
            </Alert>
          )}
          {chosen.length === 0 ? (
            <Empty>
              <p>
                <strong>{t('empty.title')}</strong>
              </p>
              <p>{t('empty.text', { max: MAX_COMPARISON })}</p>
              <ButtonAnchor href={`#${CHOICES_ID}`} $variant="secondary" data-print="hide">
                {t('empty.link')}
              </ButtonAnchor>
            </Empty>
          ) : (
            <>
              <Strip aria-label={t('chosen.title')} data-print="hide">
                {chosen.map((car) => (
                  <li key={car.slug}>
                    <span>{car.name}</span>
                    <RemoveButton
                      type="button"
                      aria-label={t('chosen.remove', { name: car.name })}
                      onClick={(event) => {
                        // Focus goes to the next car's button, else to the comparison's heading.
                        focusNeighbour(event.currentTarget, CHOSEN_TITLE_ID);
                        remove(car.slug);
                      }}
                    >
                      <CloseIcon size={16} />
                    </RemoveButton>
                  </li>
                ))}
              </Strip>
              <Tools data-print="hide">
                <Field layout="check" label={t('chosen.differences')} hint={canDiffer ? undefined : t('chosen.differencesHint')}>
                  {(control) => (
                    <input
                      {...control}
                      type="checkbox"
                      checked={differencesOnly && canDiffer}
                      disabled={!canDiffer}
                      onChange={(event) => setDifferencesOnly(event.target.checked)}
                    />
                  )}
                </Field>
                <Actions>
                  <Button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => enquiry.open(chosen.map(({ id, name, slug }) => ({ id, name, slug })))}
                  >
                    {t('chosen.ask')}
                  </Button>
                  <Button type="button" $variant="secondary" onClick={() => window.print()}>
                    {t('chosen.print')}
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={(event) => {
                      if (event.currentTarget === document.activeElement) focusId(CHOSEN_TITLE_ID);
                      clear();
                    }}
                  >
                    {t('chosen.clear')}
                  </Button>
                </Actions>
              </Tools>
              {enquiry.note}
              <div id={TABLE_ID}>
                {Table && (
                  <Table
                    cars={chosen}
                    rows={rows}
                    buildDay={buildDay}
                    groupHeadings
                    caption={t('chosen.caption', { names: chosen.map((car) => car.name).join(', ') })}
                  />
                )}
                {rows.length === 0 && <Hint>{t('chosen.noDifferences')}</Hint>}
              </div>
            </>
          )}
        </Container>
      </Chosen>

      <Choose $tone="muted" aria-labelledby={`${CHOICES_ID}-title`} id={CHOICES_ID} data-print="hide" $hidden={!revealed}>
        <Container>
          <SectionTitle id={`${CHOICES_ID}-title`}>{t('choose.title')}</SectionTitle>
          <SectionIntro>{t('choose.intro', { max: MAX_COMPARISON })}</SectionIntro>
          {byMaker(cars).map(([brand, brandCars]) => {
            return (
              <Brand key={brand}>
                <h3>{brand}</h3>
                <Choices>
                  {brandCars.map((car) => {
                    const selected = slugs.includes(car.slug);
                    const blocked = full && !selected;
                    const range = figureText(car, 'range', lang, words);
                    return (
                      <li key={car.slug}>
                        <Choice
                          type="button"
                          aria-pressed={selected}
                          aria-disabled={blocked || undefined}
                          $blocked={blocked}
                          onClick={() => {
                            if (!blocked) toggle(car.slug);
                          }}
                        >
                          <CarThumb picture={car.picture} sizes="(min-width: 1024px) 220px, 45vw" />
                          <span>
                            <strong>{car.name}</strong>
                            <small>
                              {formatByn(car.priceBYN, lang)}
                              {range &&
                                ` · ${range.value}${range.cycle ? ` ${range.cycle}` : ''}${car.specs.type === 'hybrid' ? ` ${t('choose.onElectricity')}` : ''}`}
                            </small>
                            <Mark aria-hidden="true">
                              {selected ? t('choose.selected') : blocked ? t('choose.blocked', { max: MAX_COMPARISON }) : t('choose.add')}
                            </Mark>
                          </span>
                        </Choice>
                      </li>
                    );
                  })}
                </Choices>
              </Brand>
            );
          })}
          <Sticky>
            <span>{count}</span>
            {chosen.length > 0 && <a href={`#${TABLE_ID}`}>{t('choose.toTable')}</a>}
          </Sticky>
        </Container>
      </Choose>
    </>
  );
}

const Chosen = styled(Section)`
  @media print {
    padding: 0;
  }
`;

const Choose = styled(Section)<{ $hidden: boolean }>`
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: 600;
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

/** Each chosen car a chip, its remove button (44 px) inside its right end. */
const Strip = styled(ChipList)`
  margin: ${({ theme }) => theme.space.md} 0;
  li {
    ${chip}
    gap: ${({ theme }) => theme.space.xs};
    padding-right: 0;
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

const RemoveButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: none;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Brand = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Choices = styled(CardGrid).attrs({ $columns: { base: 2, md: 3, lg: 5 }, $gap: 'sm' })``;

const Choice = styled.button<{ $blocked: boolean }>`
  display: grid;
  width: 100%;
  height: 100%;
  padding: 0;
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: ${({ $blocked }) => ($blocked ? 'not-allowed' : 'pointer')};
  opacity: ${({ $blocked }) => ($blocked ? 0.5 : 1)};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: ${({ theme }) => theme.color.surface};
  }
  > span:last-child {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => theme.space.sm};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.primary};
  }
`;

const Mark = styled.span`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.color.primary};
  [aria-disabled='true'] & {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Sticky = styled.p`
  position: sticky;
  bottom: 0;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.header};
  font-weight: 600;
`;
