/**
 * Company facts: every page, the footer and the structured data read them here
 * (DECISIONS 5-7). Values marked `isExample` are placeholders that the dealer
 * replaces in this one place; the site shows them as they are.
 */
// Type-only import: zod stays out of the browser bundle; tests/content validates this file.
import type { Company } from './schema.js';

// The two facts every page's first view needs live in company-core.ts; the shell imports them from there.
import { phone, usdToByn } from './company-core.js';

const company = {
  name: { ru: 'ЭлектроМоторс Минск', en: 'ElectroMotors Minsk' },
  legalNote: {
    ru: 'Официальный дилер электромобилей и гибридов в Беларуси.',
    en: 'Electric and hybrid vehicle dealer in Belarus.',
  },
  blurb: {
    ru: 'Электромобили и гибриды Lixiang, Xiaomi, Zeekr и Avatr в Минске: честные цены, проверка по 127 пунктам, гарантия, сервис и финансирование. Помогаем выбрать автомобиль с 1993 года.',
    en: 'Lixiang, Xiaomi, Zeekr and Avatr electric and hybrid cars in Minsk: honest prices, a 127-point inspection, warranty, service and financing. Helping drivers choose since 1993.',
  },
  // Overridden by the SITE_URL environment variable at build time (see README).
  siteUrl: 'https://ev-dealer.example',
  phone,
  email: { address: 'info@ev-dealer.example', isExample: true },
  address: {
    street: { ru: 'ул. Примерная, 1 (адрес-пример)', en: '1 Primernaya St (example address)' },
    city: { ru: 'Минск', en: 'Minsk' },
    postalCode: '220026',
    country: { ru: 'Беларусь', en: 'Belarus' },
  },
  geo: { lat: 53.8844, lng: 27.4529 },
  messengers: {
    telegram: 'https://t.me/ev_dealer_example',
    viber: 'viber://chat?number=%2B375170000000',
    whatsapp: 'https://wa.me/375170000000',
  },
  social: [
    { id: 'telegram', label: 'Telegram', url: 'https://t.me/ev_dealer_example' },
    { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/ev_dealer_example' },
    { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@ev_dealer_example' },
    { id: 'vk', label: 'VK', url: 'https://vk.com/ev_dealer_example' },
  ],
  languages: { ru: ['русский', 'белорусский', 'английский'], en: ['Russian', 'Belarusian', 'English'] },
  // No tour of the showroom has been filmed yet: a brand video stands in until the dealer's own.
  tourVideo: {
    url: 'https://www.youtube.com/watch?v=iZ2poVbynw4',
    poster: '/images/cars/zeekr-7x-awd-performance/exterior-4.svg',
    isExample: true,
  },
  salesHours: {
    mon: { open: '09:00', close: '18:00' },
    tue: { open: '09:00', close: '18:00' },
    wed: { open: '09:00', close: '18:00' },
    thu: { open: '09:00', close: '18:00' },
    fri: { open: '09:00', close: '18:00' },
    sat: { open: '10:00', close: '16:00' },
  },
  serviceHours: {
    mon: { open: '08:00', close: '18:00' },
    tue: { open: '08:00', close: '18:00' },
    wed: { open: '08:00', close: '18:00' },
    thu: { open: '08:00', close: '18:00' },
    fri: { open: '08:00', close: '18:00' },
    sat: { open: '09:00', close: '15:00' },
  },
  facts: {
    foundedYear: 1993,
    yearsOfExperience: 30,
    customers: 2000,
    satisfactionPercent: 97,
    rating: { value: 4.8, reviews: 156 },
    brands: 15,
    locations: 4,
    inspectionPoints: 127,
    savingsPercent: { min: 25, max: 40 },
    certification: 'ISO 9001:2015',
  },
  usdToByn,
} satisfies Company;

export default company;
