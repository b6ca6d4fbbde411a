/**
 * The words buyers type in the catalogue search besides a car's name, in both
 * languages: body types and powertrains. A maker's other spellings are in its brand
 * file (content/brands/<slug>.yaml, `searchTerms`). They are all baked into each car's
 * search text at build time (src/lib/car-model.ts), so none of them reaches the browser. Matching is by word start, so "гибр" finds
 * "гибрид"; list the inflected forms a buyer may type in full ("кроссоверы").
 * Keep the kinds apart: a hybrid's words never start like an electric car's
 * ("электро…"), nor a sedan's like an SUV's.
 */
import type { BodyType, Powertrain } from './schema.values.js';

export interface SearchWords {
  ru: readonly string[];
  en: readonly string[];
}

export const BODY_TYPE_SEARCH_TERMS: Record<BodyType, SearchWords> = {
  suv: {
    ru: [
      'кроссовер',
      'кроссоверы',
      'кроссоверов',
      'кросовер',
      'внедорожник',
      'внедорожники',
      'внедорожников',
      'джип',
      'джипы',
      'джипов',
      'паркетник',
      'паркетники',
      'паркетников',
    ],
    en: ['suv', 'suvs', 'crossover', 'crossovers'],
  },
  sedan: {
    ru: ['седан', 'седаны', 'седанов', 'седана'],
    en: ['sedan', 'sedans', 'saloon', 'saloons'],
  },
  liftback: {
    ru: ['лифтбек', 'лифтбеки', 'лифтбэк', 'лифтбэки', 'фастбек', 'фастбэк'],
    en: ['liftback', 'liftbacks', 'fastback', 'fastbacks'],
  },
  'shooting-brake': {
    ru: ['универсал', 'универсалы', 'универсалов', 'шутинг-брейк', 'шутинг-брейки', 'шутингбрейк'],
    en: ['shooting brake', 'shooting-brake', 'shootingbrake', 'estate', 'estates', 'wagon', 'wagons', 'station wagon'],
  },
  hatchback: {
    ru: ['хэтчбек', 'хэтчбеки', 'хэтчбэк', 'хетчбек', 'хетчбеки', 'хетчбэк'],
    en: ['hatchback', 'hatchbacks', 'hatch'],
  },
};

export const POWERTRAIN_SEARCH_TERMS: Record<Powertrain, SearchWords> = {
  electric: {
    ru: [
      'электро',
      'электромобиль',
      'электромобили',
      'электромобилей',
      'электромобиля',
      'электрический',
      'электрическая',
      'электрические',
      'электрических',
      'электрокар',
      'электрокары',
      'электрокаров',
    ],
    en: ['electric', 'ev', 'evs', 'bev', 'battery electric'],
  },
  // Not "электро…" nor "electric": a buyer who asks for an electric car does not mean these.
  hybrid: {
    ru: [
      'гибрид',
      'гибриды',
      'гибрида',
      'гибридов',
      'гибридный',
      'гибридная',
      'гибридные',
      'последовательный гибрид',
      'с увеличенным запасом хода',
      'увеличенный запас хода',
      'рейндж экстендер',
      'подключаемый гибрид',
    ],
    en: [
      'hybrid',
      'hybrids',
      'range extender',
      'range-extender',
      'extended range',
      'reev',
      'erev',
      'phev',
      'plug-in hybrid',
      'series hybrid',
    ],
  },
};
