/**
 * What visitors type for each brand besides its Latin name: Russian spellings and
 * the names the brands go by at home. Used by the catalogue search.
 */
import type { Manufacturer } from './schema.js';

export const BRAND_SEARCH_ALIASES: Record<Manufacturer, readonly string[]> = {
  Avatr: ['аватр', 'аватар', 'avatar', 'changan avatr', 'чанган'],
  Lixiang: ['лисян', 'ли сян', 'лисянг', 'ли авто', 'li auto', 'li xiang', 'lixiang'],
  Xiaomi: ['сяоми', 'ксиаоми', 'ксяоми', 'шаоми', 'mi'],
  Zeekr: ['зикр', 'зекр', 'зекер', 'geely zeekr', 'джили'],
};
