/**
 * The contact page's map links and its embedded map. Kept apart from src/lib/contact-links.ts,
 * which every page's footer loads, so that only the contact page carries them.
 */
import { yandexMaps } from '../../../lib/contact-links.js';

type Point = { lat: number; lng: number };

/** A maps search for the showroom's address (docs/decisions/pages-home-about-contact.md#contact: "a maps search by address"). */
export function mapSearchHref(address: string, lang: 'ru' | 'en'): string {
  return `${yandexMaps(lang)}?text=${encodeURIComponent(address)}`;
}

/** A route to the showroom by car from wherever the visitor is (the maps app asks for the start). */
export function mapDirectionsHref({ lat, lng }: Point, lang: 'ru' | 'en'): string {
  // `rtext` is "from~to", each "lat,lng"; an empty start means the visitor's location.
  return `${yandexMaps(lang)}?rtext=${encodeURIComponent(`~${lat},${lng}`)}&rtt=auto`;
}

/** The origin of the embedded map: the only one besides the video player that the CSP (vercel.json) lets into a frame. */
export const MAP_EMBED_ORIGIN = 'https://yandex.ru';

/** The embeddable map with the showroom's pin, loaded only when the visitor asks for it (docs/decisions/pages-shell.md#24). */
export function mapEmbedSrc({ lat, lng }: Point, lang: 'ru' | 'en'): string {
  const point = `${lng},${lat}`;
  return `${MAP_EMBED_ORIGIN}/map-widget/v1/?ll=${point}&z=16&pt=${point},pm2rdm&lang=${lang === 'ru' ? 'ru_RU' : 'en_US'}`;
}
