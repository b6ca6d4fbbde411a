import { describe, expect, it } from 'vitest';
import { getCompany } from '../../../content/index.js';
import { formatTime, groupOpeningHours, schemaOrgOpeningHours } from '../../../src/lib/hours.js';

const company = getCompany();

describe('opening hours (docs/decisions/company-facts.md#5)', () => {
  it('groups the sales hours as Mon-Fri 9-18, Sat 10-16, Sun closed', () => {
    expect(groupOpeningHours(company.salesHours)).toEqual([
      { from: 'mon', to: 'fri', open: '09:00', close: '18:00' },
      { from: 'sat', to: 'sat', open: '10:00', close: '16:00' },
      { from: 'sun', to: 'sun', open: null, close: null },
    ]);
  });

  it('keeps the service department hours apart: Mon-Fri 8-18, Sat 9-15', () => {
    expect(schemaOrgOpeningHours(company.serviceHours)).toEqual(['Mo-Fr 08:00-18:00', 'Sa 09:00-15:00']);
  });

  it('gives schema.org hours for the metadata that match the pages', () => {
    expect(schemaOrgOpeningHours(company.salesHours)).toEqual(['Mo-Fr 09:00-18:00', 'Sa 10:00-16:00']);
  });

  it('drops the leading zero of the hour', () => {
    expect(formatTime('09:00')).toBe('9:00');
    expect(formatTime('18:00')).toBe('18:00');
  });
});
