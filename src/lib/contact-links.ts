/** Links built from the company's contact facts. */

/** `tel:` link: spec 000 removes spaces; visual separators go too, keeping the leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** A map centred on the showroom with a pin (Yandex Maps, the usual choice in Belarus). */
export function mapHref({ lat, lng }: { lat: number; lng: number }, lang: 'ru' | 'en'): string {
  const point = `${lng},${lat}`;
  return `https://yandex.${lang === 'ru' ? 'by' : 'com'}/maps/?ll=${point}&z=16&pt=${point},pm2rdm`;
}
