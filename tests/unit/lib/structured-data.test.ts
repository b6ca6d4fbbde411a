import { describe, expect, it } from 'vitest';
import { getCompany } from '../../../content/index.js';
import { autoDealerJsonLd } from '../../../src/lib/structured-data.js';
import { serializeJsonLd } from '../../../src/lib/json-ld.js';

const company = getCompany();

describe('AutoDealer structured data', () => {
  const data = autoDealerJsonLd(company, 'en', 'https://site.example/en', 'https://site.example');

  it('gives the sales hours the pages show (docs/decisions/company-facts.md#5)', () => {
    expect(data.openingHours).toEqual(['Mo-Fr 09:00-18:00', 'Sa 10:00-16:00']);
  });

  it('reads address, coordinates and founding year from the company facts', () => {
    expect(data.address.postalCode).toBe('220026');
    expect(data.geo.latitude).toBe(company.geo.lat);
    expect(data.foundingDate).toBe('1993');
    expect(data.name).toBe(company.name.en);
  });

  it('claims no review rating (docs/decisions/content-sourcing.md#9)', () => {
    expect(JSON.stringify(data)).not.toMatch(/rating/i);
  });

  it('cannot close its script tag', () => {
    expect(serializeJsonLd({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
