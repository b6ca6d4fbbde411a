/**
 * A car's figures as the page lists them: which figures, in which order, and the
 * text of each value in the page's language. A figure without a source has no value
 * (the page says "not confirmed"), never a guess (DECISIONS 31).
 */
import type { CarSpecs, RangeCycle } from '../../../../content/schema.js';
import type { Lang } from '../../../../shared/lang.js';
import { formatDecimal, formatNumber } from '../../../lib/format.js';

export type FigureKey =
  | 'range'
  | 'electricRange'
  | 'battery'
  | 'power'
  | 'acceleration'
  | 'topSpeed'
  | 'driveType'
  | 'seats'
  | 'weight'
  | 'groundClearance'
  | 'electricMotors'
  | 'maxChargePowerDC'
  | 'dimensions'
  | 'wheelbase';

/** Spec 000 car page: the key specs grid. */
export const KEY_FIGURES: readonly FigureKey[] = ['range', 'power', 'acceleration', 'battery', 'driveType', 'seats'];

/** Everything, for the detailed block. */
export function detailFigures(specs: CarSpecs): FigureKey[] {
  return [
    'range',
    ...(specs.type === 'hybrid' ? (['electricRange'] as const) : []),
    'battery',
    'power',
    'acceleration',
    'topSpeed',
    'driveType',
    'electricMotors',
    'seats',
    'weight',
    'groundClearance',
    'maxChargePowerDC',
    'dimensions',
    'wheelbase',
  ];
}

export interface Units {
  km: string;
  kwh: string;
  hp: string;
  seconds: string;
  kmh: string;
  kg: string;
  mm: string;
  kw: string;
}

export interface FigureText {
  value: string;
  /** The test cycle a range was measured on. */
  cycle?: RangeCycle;
}

const NBSP = '\u00a0';

/** The value of a figure, or null when it has no source. `driveLabel` names a drive type in the page's language. */
export function figureText(
  specs: CarSpecs,
  key: FigureKey,
  lang: Lang,
  units: Units,
  driveLabel: (drive: string) => string,
): FigureText | null {
  const n = (value: number, unit: string) => `${formatNumber(value, lang)}${NBSP}${unit}`;
  const d = (value: number, unit: string, digits = 1) => `${formatDecimal(value, lang, digits)}${NBSP}${unit}`;
  const { dimensions: size } = specs;
  switch (key) {
    case 'range':
    case 'electricRange': {
      const value = specs[key];
      return value === undefined ? null : { value: n(value, units.km), cycle: specs.rangeCycle };
    }
    case 'battery':
      return specs.battery === undefined ? null : { value: d(specs.battery, units.kwh, 2) };
    case 'power':
      return specs.power === undefined ? null : { value: n(specs.power, units.hp) };
    case 'acceleration':
      return specs.acceleration === undefined ? null : { value: d(specs.acceleration, units.seconds, 2) };
    case 'topSpeed':
      return specs.topSpeed === undefined ? null : { value: n(specs.topSpeed, units.kmh) };
    case 'driveType':
      return specs.driveType === undefined ? null : { value: driveLabel(specs.driveType) };
    case 'seats':
      return specs.seats === undefined ? null : { value: String(specs.seats) };
    case 'electricMotors':
      return specs.electricMotors === undefined ? null : { value: String(specs.electricMotors) };
    case 'weight':
      return specs.weight === undefined ? null : { value: n(specs.weight, units.kg) };
    case 'groundClearance': {
      const { groundClearanceMin: min, groundClearanceMax: max } = specs;
      if (min === undefined && max === undefined) return null;
      if (min !== undefined && max !== undefined && min !== max) return { value: `${formatNumber(min, lang)}–${n(max, units.mm)}` };
      return { value: n((min ?? max)!, units.mm) };
    }
    case 'maxChargePowerDC':
      return specs.maxChargePowerDC === undefined ? null : { value: n(specs.maxChargePowerDC, units.kw) };
    case 'dimensions':
      return size === undefined
        ? null
        : { value: `${formatNumber(size.length, lang)} × ${formatNumber(size.width, lang)} × ${n(size.height, units.mm)}` };
    case 'wheelbase':
      return size === undefined ? null : { value: n(size.wheelbase, units.mm) };
  }
}
