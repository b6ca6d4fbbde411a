import { describe, expect, it } from 'vitest';
import { mapDirectionsHref, mapEmbedSrc, mapSearchHref } from '../../../src/features/contact/lib/maps.js';
import { mapHref } from '../../../src/lib/contact-links.js';

const showroom = { lat: 53.8844, lng: 27.4529 };

describe('map links of the contact page', () => {
  it('search the address on Yandex Maps, encoded, in the visitor’s language', () => {
    expect(mapSearchHref('Минск, ул. Примерная, 1', 'ru')).toBe(
      'https://yandex.by/maps/?text=%D0%9C%D0%B8%D0%BD%D1%81%D0%BA%2C%20%D1%83%D0%BB.%20%D0%9F%D1%80%D0%B8%D0%BC%D0%B5%D1%80%D0%BD%D0%B0%D1%8F%2C%201',
    );
    expect(mapSearchHref('1 Primernaya St & Co, Minsk', 'en')).toBe(
      'https://yandex.com/maps/?text=1%20Primernaya%20St%20%26%20Co%2C%20Minsk',
    );
  });

  it('route to the showroom from the visitor’s location: rtext is "from~to", latitude first', () => {
    expect(mapDirectionsHref(showroom, 'ru')).toBe('https://yandex.by/maps/?rtext=~53.8844%2C27.4529&rtt=auto');
    expect(mapDirectionsHref(showroom, 'en')).toBe('https://yandex.com/maps/?rtext=~53.8844%2C27.4529&rtt=auto');
  });

  it('embed a map centred on the pin, longitude first, on the one framed origin the CSP allows', () => {
    expect(mapEmbedSrc(showroom, 'ru')).toBe(
      'https://yandex.ru/map-widget/v1/?ll=27.4529,53.8844&z=16&pt=27.4529,53.8844,pm2rdm&lang=ru_RU',
    );
    expect(mapEmbedSrc(showroom, 'en')).toMatch(/&lang=en_US$/);
  });

  it('keep the footer’s map link on the same site as the search', () => {
    expect(mapHref(showroom, 'ru')).toBe('https://yandex.by/maps/?ll=27.4529,53.8844&z=16&pt=27.4529,53.8844,pm2rdm');
  });
});
