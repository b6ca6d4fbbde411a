import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCompany } from '../../content/index.js';
import { CatalogHeading } from '../../src/features/catalog/components/catalog-heading.js';
import type { Lang } from '../../shared/lang.js';
import { renderWithProviders, rootProps } from './render.js';

// Staff change the rate in the editor; the lines that name it must follow, written the way each language writes a decimal.
describe('the catalogue line naming the USD rate', () => {
  const cases: [Lang, string][] = [
    ['ru', '3,2'],
    ['en', '3.2'],
  ];
  for (const [lang, written] of cases) {
    it(`reads the rate from the company file (${lang})`, () => {
      const company = { ...rootProps(lang).shell.company, usdToByn: 3.2 };
      renderWithProviders(<CatalogHeading />, { lang, strings: ['catalog'], shell: { company } });
      expect(screen.getByText(new RegExp(`1\\sUSD = ${written.replace('.', '\\.')}\\sBYN`))).toBeTruthy();
    });
  }

  it('names the rate the company file holds today', () => {
    const rate = getCompany().usdToByn;
    renderWithProviders(<CatalogHeading />, { lang: 'en', strings: ['catalog'] });
    expect(screen.getByText(new RegExp(`1\\sUSD = ${String(rate).replace('.', '\\.')}\\sBYN`))).toBeTruthy();
  });
});
