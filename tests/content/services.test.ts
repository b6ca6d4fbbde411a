/** The service pages' figures are those of docs/decisions/constants.md#services, and one fact is never two. */
import { describe, expect, it } from 'vitest';
import { pageData } from '../../src/app/page-table.js';
import { getRunningCosts, getServices } from '../../content/index.js';

describe('the financing page (docs/decisions/constants.md#services)', () => {
  it('quotes from 2.9 % APR, up to 84 months, pre-approval in 10 minutes, a 3-minute application, 0 % down and the incentives', () => {
    expect(pageData('financing', 'ru')).toEqual({
      minRatePercent: 2.9,
      maxMonths: 84,
      preApprovalMinutes: 10,
      applicationMinutes: 3,
      minDownPercent: 0,
      incentivesByn: { individuals: 18750, companies: 50000 },
    });
  });
});

describe('the warranty page (docs/decisions/constants.md#services)', () => {
  it('gives the battery 8 years or 160,000 km, the car 5 or 100,000, maintenance 3 or 60,000, claims in 24 hours', () => {
    expect(pageData('warranty', 'ru')).toEqual({
      battery: { years: 8, km: 160000 },
      vehicle: { years: 5, km: 100000 },
      maintenance: { years: 3, km: 60000 },
      claimApprovalHours: 24,
    });
  });
});

describe('the maintenance page (docs/decisions/constants.md#services)', () => {
  it('prices and times the four services: battery 150 / 45 min, preventive 300 / 2 h, electrical 250 / 1.5 h, software free / 30 min', () => {
    expect(pageData('maintenance', 'ru').services).toEqual([
      { id: 'batteryCheck', priceByn: 150, durationMinutes: 45 },
      { id: 'preventive', priceByn: 300, durationMinutes: 120 },
      { id: 'electrical', priceByn: 250, durationMinutes: 90 },
      { id: 'software', priceByn: 0, durationMinutes: 30 },
    ]);
  });

  it('schedules visits at 6, 12 and 24 months, every 12,000-15,000 km', () => {
    expect(pageData('maintenance', 'ru')).toMatchObject({ scheduleMonths: [6, 12, 24], intervalKm: { min: 12000, max: 15000 } });
  });

  it('counts, in the ownership calculator, the same service interval and prices as the page shows', () => {
    const { service } = getRunningCosts();
    expect(service.intervalKm).toBe(getServices().maintenance.intervalKm.max);
    const prices = Object.fromEntries(pageData('maintenance', 'ru').services.map((item) => [item.id, item.priceByn]));
    expect([prices.batteryCheck, prices.preventive]).toEqual([service.batteryCheckPrice, service.visitPrice]);
  });
});
