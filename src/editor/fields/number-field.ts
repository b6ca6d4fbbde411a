/**
 * The site's number field (`site-number`, scripts/content/cms-fields.ts): numbers as staff type
 * them («2,95», «45 900»), refused when the schema would refuse them, and, outside the figure's
 * usual range, saved only once staff tick «Да, цифра верна» — with the figure shown as the site
 * will show it. Until then the form holds the typed text, which cannot be saved.
 */
import type { CustomFieldControlProps } from '@sveltia/cms';
import { formatByn, formatNumber, formatUsd, usdToByn } from '../../lib/format.js';
import { getSnapshot } from '../site-files/snapshot.js';
import { coordinatePair, judgeNumber, parseTypedNumber, typedText, type NumberRules, type NumberVerdict } from '../lib/typed-number.js';
import { say } from '../words.js';
import { fieldClass, h, option, plainEntry, type FieldInstance } from './react.js';
import { parse } from 'yaml';

interface State {
  text: string;
  /** «Да, цифра верна» was pressed for what the box holds. */
  confirmed?: boolean;
  /** Both coordinates were pasted into one: the one this field keeps, the other's value, and whether its field took it. */
  pair?: { kept: number; other: number; moved: boolean };
  /** What the site's prices are worked out with: the rate, and a car to show a price of. */
  prices?: { rate: number; car: { name: string; usd: number } | undefined };
}

function rulesOf(props: CustomFieldControlProps): NumberRules & { unit?: string; coordinate?: 'lat' | 'lng' } {
  return {
    coordinate: option<'lat' | 'lng'>(props, 'coordinate'),
    integer: option<boolean>(props, 'integer'),
    min: option<number>(props, 'min'),
    minExclusive: option<boolean>(props, 'minExclusive'),
    max: option<number>(props, 'max'),
    plausible: option<[number, number]>(props, 'plausible'),
    unit: option<string>(props, 'unit'),
  };
}

const ru = (value: number) => formatNumber(value, 'ru', Number.isInteger(value) ? 0 : String(value).split('.')[1]!.length);

/** The figure as the site will show it: a price in dollars and roubles, a rate by a car's price. */
function shownAs(value: number, unit: string | undefined, prices: State['prices']): string | undefined {
  if (unit === 'usd' && prices)
    return say('numberPrice', { usd: formatUsd(value, 'ru'), byn: formatByn(usdToByn(value, prices.rate), 'ru'), rate: ru(prices.rate) });
  if (unit === 'rate' && prices?.car)
    return say('numberRate', {
      car: prices.car.name,
      usd: formatUsd(prices.car.usd, 'ru'),
      byn: formatByn(usdToByn(prices.car.usd, value), 'ru'),
    });
  if (unit === 'byn') return formatByn(value, 'ru');
  return undefined;
}

/** What is wrong with a value, in words; undefined when it can be saved. */
function problemOf(verdict: NumberVerdict): string | undefined {
  switch (verdict.kind) {
    case 'not-a-number':
      return say('numberNotANumber');
    case 'not-whole':
      return say('numberNotWhole');
    case 'too-small':
      return say(verdict.exclusive ? 'numberAbove' : 'numberAtLeast', { limit: ru(verdict.limit) });
    case 'too-big':
      return say('numberAtMost', { limit: ru(verdict.limit) });
    case 'unusual':
      return say('numberUnusual', { low: ru(verdict.range[0]), high: ru(verdict.range[1]) });
    default:
      return undefined;
  }
}

/**
 * The verdict on what the form holds: a number is judged by its rules, but a number already
 * confirmed (or saved before) is not asked about again; typed text that reads as a number outside
 * the usual range is the question still open.
 */
export function numberProblem(value: unknown, rules: NumberRules): string | undefined {
  if (typeof value === 'string') {
    const typed = parseTypedNumber(value);
    if (typed === null) return undefined;
    if (typed === undefined) return say('numberNotANumber');
    return problemOf(judgeNumber(typed, rules));
  }
  const verdict = judgeNumber(value, rules);
  return verdict.kind === 'unusual' ? undefined : problemOf(verdict);
}

/** The showroom's pin on Yandex Maps, from the latitude and longitude in the form: to check it before switching off «Пример». */
function mapLink(props: CustomFieldControlProps): string | undefined {
  const geo = (plainEntry(props)?.data.geo ?? {}) as { lat?: unknown; lng?: unknown };
  if (typeof geo.lat !== 'number' || typeof geo.lng !== 'number') return undefined;
  return `https://yandex.by/maps/?pt=${geo.lng},${geo.lat}&z=17&l=map`;
}

/**
 * Once a save has been refused, Sveltia checks the field again at each change, before the new value
 * has reached the field's props: the value last handed over is kept on the instance, so the verdict
 * is on what is typed now, not on the keystroke before («52 90» is an unusual price; «52 900» is not).
 */
type Latest = { latest?: { value: unknown } };

function setValue(field: FieldInstance<State>, value: unknown): void {
  (field as unknown as Latest).latest = { value };
  field.props.onChange(value);
}

function currentValue(field: FieldInstance<State>): unknown {
  const latest = (field as unknown as Latest).latest;
  return latest ? latest.value : field.props.value;
}

/** The showroom's two coordinate fields on screen, so that a pair pasted into one fills both. */
const coordinateFields = new Map<'lat' | 'lng', FieldInstance<State>>();

/** Another field takes a value as if typed there. */
function takeValue(field: FieldInstance<State>, value: number): void {
  field.setState({ text: typedText(value), pair: undefined, confirmed: false });
  setValue(field, value);
}

export const NumberField = fieldClass<State>({
  getInitialState() {
    return { text: typedText(this.props.value) };
  },

  componentDidMount(this: FieldInstance<State>) {
    const { unit, coordinate } = rulesOf(this.props);
    if (coordinate) coordinateFields.set(coordinate, this);
    if (unit !== 'usd' && unit !== 'rate') return;
    // The rate and a price from the repository, to show a figure as the site will.
    void getSnapshot()
      .then((snapshot) => {
        const company = parse(snapshot.get('content/company.yaml') ?? '') as { usdToByn?: number };
        const carFile = [...snapshot.keys()].sort().find((path) => path.startsWith('content/cars/'));
        const car = carFile ? (parse(snapshot.get(carFile)!) as { name?: string; priceUSD?: number }) : undefined;
        if (typeof company.usdToByn === 'number')
          this.setState({
            prices: { rate: company.usdToByn, car: car?.name && car.priceUSD ? { name: car.name, usd: car.priceUSD } : undefined },
          });
      })
      .catch(() => undefined);
  },

  componentDidUpdate(this: FieldInstance<State>, previous: CustomFieldControlProps) {
    const { value } = this.props;
    if (value === previous.value) return;
    const self = this as unknown as Latest;
    // A value still on its way from the keyboard: the box already shows what is typed.
    if (self.latest && !Object.is(self.latest.value, value)) return;
    delete self.latest;
    // A value changed elsewhere (copied from the other language, reverted): show it.
    if (typeof value === 'number' && parseTypedNumber(this.state.text) !== value) this.setState({ text: typedText(value) });
  },

  componentWillUnmount(this: FieldInstance<State>) {
    const { coordinate } = rulesOf(this.props);
    if (coordinate && coordinateFields.get(coordinate) === this) coordinateFields.delete(coordinate);
  },

  handleChange(this: FieldInstance<State>, event: { target: { value: string } }) {
    const rules = rulesOf(this.props);
    const pair = rules.coordinate ? coordinatePair(event.target.value) : undefined;
    if (pair) {
      // A map's «53.9262, 27.5009» pasted whole: this field takes its own half, the other field the other.
      const [kept, other] = rules.coordinate === 'lat' ? pair : [pair[1], pair[0]];
      const otherField = coordinateFields.get(rules.coordinate === 'lat' ? 'lng' : 'lat');
      if (otherField) takeValue(otherField, other);
      this.setState({ text: typedText(kept), pair: { kept, other, moved: Boolean(otherField) } });
      setValue(this, kept);
      return;
    }
    const text = event.target.value;
    this.setState({ text, pair: undefined, confirmed: false });
    const typed = parseTypedNumber(text);
    const unusual = typeof typed === 'number' && judgeNumber(typed, rules).kind === 'unusual';
    // An empty box is no value; a number is the value, unless it waits for «Да, цифра верна».
    setValue(this, typed === null ? null : typed === undefined || unusual ? text : typed);
  },

  handleConfirm(this: FieldInstance<State>) {
    const typed = parseTypedNumber(this.state.text);
    if (typeof typed !== 'number') return;
    setValue(this, typed);
    this.setState({ confirmed: true });
  },

  isValid(this: FieldInstance<State>) {
    const problem = numberProblem(currentValue(this), rulesOf(this.props));
    return problem ? { error: { message: problem } } : true;
  },

  render(this: FieldInstance<State> & Record<string, (...args: never[]) => void>) {
    const { forID, classNameWrapper } = this.props;
    const value = currentValue(this);
    const pin = option<boolean>(this.props, 'mapPin') ? mapLink(this.props) : undefined;
    const rules = rulesOf(this.props);
    const typed = parseTypedNumber(this.state.text);
    const shown = typeof typed === 'number' ? shownAs(typed, rules.unit, this.state.prices) : undefined;
    const waiting = typeof value === 'string' && typeof typed === 'number' && judgeNumber(typed, rules).kind === 'unusual';
    // What is wrong, said as it is typed, beside the box (on a phone the check's list is far above);
    // an unusual figure has its own question below instead.
    const problem = this.state.text.trim() && !waiting ? numberProblem(value, rules) : undefined;
    return h(
      'div',
      { className: 'site-number' },
      h('input', {
        id: forID,
        type: 'text',
        inputMode: rules.integer ? 'numeric' : 'decimal',
        autoComplete: 'off',
        className: classNameWrapper,
        value: this.state.text,
        onChange: this.handleChange,
        // Sveltia labels a field by its heading (`<id>-label`) and says its error in `<id>-error`; the field's own
        // line says it while typing.
        'aria-labelledby': `${forID}-label`,
        'aria-invalid': problem ? true : undefined,
        'aria-errormessage': problem ? `${forID}-problem` : `${forID}-error`,
        'aria-describedby': shown ? `${forID}-shown` : undefined,
      }),
      problem ? h('p', { id: `${forID}-problem`, className: 'site-number__problem' }, problem) : null,
      shown ? h('p', { id: `${forID}-shown`, className: 'site-number__shown' }, say('numberShownAs', { shown })) : null,
      this.state.pair
        ? h(
            'p',
            { className: 'site-number__shown', role: 'status' },
            this.state.pair.moved
              ? say('coordinatesPastedBoth', {
                  lat: ru(rules.coordinate === 'lat' ? this.state.pair.kept : this.state.pair.other),
                  lng: ru(rules.coordinate === 'lat' ? this.state.pair.other : this.state.pair.kept),
                })
              : say(rules.coordinate === 'lat' ? 'coordinatesPastedLat' : 'coordinatesPastedLng', {
                  kept: ru(this.state.pair.kept),
                  other: ru(this.state.pair.other),
                }),
          )
        : null,
      pin ? h('p', { className: 'site-number__shown' }, h('a', { href: pin, target: '_blank', rel: 'noopener' }, say('mapPinLink'))) : null,
      waiting
        ? h(
            'div',
            { className: 'site-number__confirm', role: 'group', 'aria-label': say('numberConfirm') },
            h('p', null, problemOf(judgeNumber(typed, rules))),
            h('button', { type: 'button', className: 'site-button', onClick: this.handleConfirm }, say('numberConfirm')),
          )
        : null,
      this.state.confirmed ? h('p', { className: 'site-number__shown', role: 'status' }, say('numberConfirmed')) : null,
    );
  },
});
