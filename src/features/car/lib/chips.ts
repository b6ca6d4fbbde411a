/**
 * docs/decisions/pages-catalogue-and-car.md#car-page: feature chips coloured by keyword match. A chip's tone comes from words in
 * either language; a chip that matches nothing stays neutral. The colour only groups
 * chips for the eye: the words say everything.
 */
export type ChipTone = 'energy' | 'tech' | 'comfort' | 'performance' | 'neutral';

// Tried in this order: "0–100 km/h" is performance before "km" makes it range. JavaScript's
// \w and \b know only Latin letters, so Cyrillic word ends are spelt out.
const KEYWORDS: [ChipTone, RegExp][] = [
  ['performance', /разгон|0[–-]100|л\.\s?с|\bhp\b|мощност|motor|мотор|полн[а-яё]* привод|all-wheel|\bawd\b|sport|спорт/i],
  ['tech', /лидар|lidar|ассист|assist|автопилот|pilot|процессор|chip|orin|экран|screen|display|дисплей|hud|nvidia|smart|умн|hypervision/i],
  [
    'energy',
    /батар|кВт·ч|kwh|battery|запас хода|\brange\b|заряд|charg|cltc|wltp|км(?![а-яё/])|\bkm\b(?!\/)|800\s?[vв]|генератор|extender/i,
  ],
  ['comfort', /салон|cabin|кресл|seat|подвеск|suspension|двер|door|климат|climate|массаж|massage|холодил|fridge|мест|room|простор/i],
];

export function chipTone(feature: string): ChipTone {
  return KEYWORDS.find(([, pattern]) => pattern.test(feature))?.[0] ?? 'neutral';
}
