/**
 * The service pages show the terms of content/services.yaml and running-costs.yaml, and one fact is never two.
 * The values are staff's to change in the editor (DECISIONS 42), so these check rules, not launch values.
 */
import { describe, expect, it } from 'vitest';
import { pageData } from '../../src/app/page-table.js';
import { getCars, getRunningCosts, getServices } from '../../content/index.js';

describe('the financing page (docs/decisions/constants.md#services)', () => {
  it('quotes the lowest rate and longest term the car page’s calculator uses, and the dealer’s own terms', () => {
    const { leasing } = getRunningCosts();
    const { financing } = getServices();
    expect(pageData('financing', 'ru')).toMatchObject({
      minRatePercent: leasing.minRatePercent,
      maxMonths: leasing.maxMonths,
      preApprovalMinutes: financing.preApprovalMinutes,
      applicationMinutes: financing.applicationMinutes,
      minDownPercent: financing.minDownPercent,
      ratesAsOf: financing.ratesAsOf,
    });
  });

  it('works its example at a typical rate, not the lowest, on terms the calculator accepts (Law No. 225-Z, art. 26)', () => {
    const { leasing } = getRunningCosts();
    const { example } = getServices().financing;
    expect(example.ratePercent).toBeGreaterThan(leasing.minRatePercent);
    expect(example.months).toBeGreaterThanOrEqual(leasing.minMonths);
    expect(example.months).toBeLessThanOrEqual(leasing.maxMonths);
    expect(example.downPercent).toBeLessThanOrEqual(leasing.maxDownPercent);
    expect(pageData('financing', 'en').example).toMatchObject(example);
  });
});

describe('the warranty page (docs/decisions/constants.md#services)', () => {
  it('gives each cover its term and the claim time of content/services.yaml', () => {
    expect(pageData('warranty', 'ru')).toMatchObject(getServices().warranty);
  });
});

describe('the car page (docs/decisions/pages-services.md#warranty)', () => {
  it('states the same battery and vehicle terms as the warranty page', () => {
    const { battery, vehicle } = getServices().warranty;
    const { slug } = getCars()[0]!;
    expect(pageData('car', 'ru', { slug })).toMatchObject({ warranty: { battery, vehicle } });
  });
});

describe('the maintenance page (docs/decisions/constants.md#services)', () => {
  it('lists each service once with its time, the battery check and preventive service at the calculators’ prices', () => {
    const { service } = getRunningCosts();
    const { services } = getServices().maintenance;
    const shown = pageData('maintenance', 'ru').services;
    expect(shown.map((item) => item.id)).toEqual(services.map((item) => item.id));
    const prices = Object.fromEntries(shown.map((item) => [item.id, item.priceByn]));
    expect([prices.batteryCheck, prices.preventive]).toEqual([service.batteryCheckPrice, service.visitPrice]);
    for (const item of services) {
      expect(shown.find((entry) => entry.id === item.id)!.durationMinutes).toBe(item.durationMinutes);
      if (item.priceByn !== undefined) expect(prices[item.id]).toBe(item.priceByn);
    }
  });

  it('schedules visits as content says, and the ownership calculator counts its longest interval', () => {
    const { maintenance } = getServices();
    expect(pageData('maintenance', 'ru')).toMatchObject({ scheduleMonths: maintenance.scheduleMonths, intervalKm: maintenance.intervalKm });
    expect(getRunningCosts().service.intervalKm).toBe(maintenance.intervalKm.max);
  });
});
