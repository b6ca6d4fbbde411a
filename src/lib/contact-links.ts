/** Links built from the company's contact facts. */

/** `tel:` link: docs/decisions/pages-shell.md#header removes spaces; visual separators go too, keeping the leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The number's digits in the international form, without the plus: what Viber and WhatsApp address a chat by. */
function internationalDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** A Viber chat with the number (Viber's app link; its plus written as %2B, as Viber documents). */
export function viberChatHref(phone: string): string {
  return `viber://chat?number=%2B${internationalDigits(phone)}`;
}

/** A WhatsApp chat with the number (click to chat: the digits with the country code, no plus). */
export function whatsappChatHref(phone: string): string {
  return `https://wa.me/${internationalDigits(phone)}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** Yandex Maps for the visitor's language: the Belarusian site in Russian, the international one in English. */
export const yandexMaps = (lang: 'ru' | 'en') => `https://yandex.${lang === 'ru' ? 'by' : 'com'}/maps/`;

/** A map centred on the showroom with a pin (Yandex Maps, the usual choice in Belarus). */
export function mapHref({ lat, lng }: { lat: number; lng: number }, lang: 'ru' | 'en'): string {
  const point = `${lng},${lat}`;
  return `${yandexMaps(lang)}?ll=${point}&z=16&pt=${point},pm2rdm`;
}
