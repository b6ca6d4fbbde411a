/**
 * The calculators' inputs and results: every input labelled, its limits in its hint, an
 * error in the page's language that keeps what was typed, and results that screen
 * readers hear politely when they change. While a field is wrong the results show no
 * figures (they would be for the last valid input, not for what is on screen) but say
 * which field to correct.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CardGrid } from '../../../../components/ui/card-grid.js';
import { Field, Input, Select } from '../../../../components/ui/form-controls.js';
import { useLang } from '../../../../components/layout/use-lang.js';
import { formatList } from '../../../../../shared/lists.js';
import { fieldNumberText, numberText, readNumber, typedNumber, type NumberKind } from '../../../../lib/calculators/number-input.js';
import { media } from '../../../../styles/theme.js';

/** A number typed by the visitor: the text as typed, and the last valid value the results use. */
export function useNumber(initial: number, limits: { min: number; max: number }) {
  const lang = useLang();
  const [text, setText] = useState(() => numberText(initial, lang));
  const [value, setValue] = useState(initial);
  const reading = readNumber(text, limits);
  return {
    text,
    value,
    limits,
    error: reading.ok ? null : reading.reason,
    onChange: (next: string) => {
      setText(next);
      const parsed = readNumber(next, limits);
      if (parsed.ok) setValue(parsed.value);
    },
  };
}
export type NumberState = ReturnType<typeof useNumber>;

interface NumberFieldProps {
  label: string;
  /** A quantity's unit, after the label and the limits (a percentage's sign comes with its kind). */
  unit?: string;
  /** A year is written without digit grouping, a percentage by the language's rule (lib/calculators/number-input.ts). */
  kind?: NumberKind;
  state: NumberState;
  /** Shown under the field, with its limits. */
  hint?: string;
  /** Also a slider, for figures a visitor tries several of. */
  slider?: { step: number };
  decimals?: number;
}

export function NumberField({ label, unit, kind = 'quantity', state, hint, slider, decimals = 0 }: NumberFieldProps) {
  const { t } = useTranslation('car');
  const lang = useLang();
  const { min, max } = state.limits;
  const write = (value: number) => fieldNumberText(value, lang, kind, decimals);
  const quantityUnit = kind === 'quantity' ? (unit ?? '') : '';
  const limits = t('calc.limits', { min: write(min), max: write(max), unit: quantityUnit }).trim();
  const labelUnit = kind === 'percent' ? '%' : unit;
  // The message ends the sentence itself: a unit's abbreviation point (мес.) is not doubled.
  const error = state.error === null ? null : t(`calc.errors.${state.error}`, { limits: limits.replace(/\.$/, '') });
  return (
    <CalcField
      label={
        <>
          {label}
          {labelUnit && <Unit>, {labelUnit}</Unit>}
        </>
      }
      hint={[hint, limits].filter(Boolean).join('. ')}
      error={error}
    >
      {(control) => (
        <>
          <Input
            {...control}
            type="text"
            inputMode={decimals > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={state.text}
            onChange={(event) => state.onChange(event.target.value)}
          />
          {slider && (
            <input
              type="range"
              min={min}
              max={max}
              step={slider.step}
              value={sliderValue(state)}
              onChange={(event) => state.onChange(numberText(Number(event.target.value), lang))}
              aria-label={label}
              aria-valuetext={`${write(sliderValue(state))} ${quantityUnit}`.trim()}
            />
          )}
        </>
      )}
    </CalcField>
  );
}

/** Where a slider points: at the number typed, held within its track; at the last valid value while the text is no number. */
function sliderValue({ text, value, limits }: NumberState): number {
  const typed = typedNumber(text);
  return typed === null ? value : Math.min(limits.max, Math.max(limits.min, typed));
}

export function SelectField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <Field label={label}>
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * A calculator: inputs on one side, results on the other from 1024 px. Its columns are as wide
 * as the screen allows, never as wide as their widest content (a 320 px phone).
 */
export const Calculator = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${media.up('sm')} {
    padding: ${({ theme }) => theme.space.lg};
  }
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** True while the results wait for a field to be corrected: each figure is a dash. */
const Blocked = createContext(false);

/**
 * The results, read out politely when they change. `fix`: the labels of the fields to correct
 * (lib/calculators/number-input.ts fieldsToFix); while there are any, no figure is shown.
 */
export function Results({
  label,
  children,
  note,
  fix = [],
}: {
  label: string;
  children: ReactNode;
  note?: ReactNode;
  fix?: readonly string[];
}) {
  const { t } = useTranslation('car');
  const lang = useLang();
  const blocked = fix.length > 0;
  const fields = formatList(
    lang,
    fix.map((name) => t('calc.quoted', { name })),
  );
  return (
    <ResultBox>
      <div aria-live="polite" aria-atomic="true">
        {blocked && <FixNote>{t('calc.fix', { count: fix.length, fields })}</FixNote>}
        <dl aria-label={label}>
          <Blocked.Provider value={blocked}>{children}</Blocked.Provider>
        </dl>
      </div>
      {note && <Note>{note}</Note>}
    </ResultBox>
  );
}

/**
 * A result. `note`: a line under its label (an offer's condition); `blockedLabel`: its label while
 * the results wait for a correction, when the usual one quotes an input.
 */
export function Result({
  label,
  value,
  strong = false,
  note,
  blockedLabel,
}: {
  label: string;
  value: string;
  strong?: boolean;
  note?: string;
  blockedLabel?: string;
}) {
  const blocked = useContext(Blocked);
  return (
    <ResultRow $strong={strong}>
      <dt>
        {blocked ? (blockedLabel ?? label) : label}
        {note && <ResultNote>{note}</ResultNote>}
      </dt>
      <dd>{blocked ? '—' : value}</dd>
    </ResultRow>
  );
}

const ResultNote = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const FixNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;

const CalcField = styled(Field)`
  input[type='range'] {
    width: 100%;
    margin-inline: 0;
    min-height: 32px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const Unit = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.color.textMuted};
`;

const ResultBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  dl {
    margin: 0;
    display: grid;
  }
`;

/** A label and its figure on one line; on a narrow screen the figure goes under its label, still on the right. */
const ResultRow = styled.div<{ $strong: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0 0 0 auto;
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    font-size: ${({ $strong, theme }) => ($strong ? theme.fontSize.xl : theme.fontSize.md)};
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The assumptions under a calculator, across its full width. */
export const Assumptions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-column: 1 / -1;
`;

/** A choice among cards (chargers, offers): the radio group (a FieldsetReset) beside the results from 1024 px. */
export const ChoiceLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const ChoiceList = styled(CardGrid).attrs({ $columns: { sm: 2 }, $gap: 'sm' })``;

/** One card: a radio and its text, outlined in the primary colour when chosen. */
export const Choice = styled.label<{ $checked: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ $checked, theme }) => ($checked ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 2px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  > span {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;
