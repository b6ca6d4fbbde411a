/**
 * The example notes and the comparisons (docs/decisions/company-facts.md#32, #38), on made-up company
 * facts: the footer names exactly the facts still marked, a section the ones it shows, and a
 * comparison appears only with its basis.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleFacts, readCompany } from '../../content/company.js';
import type { Company } from '../../content/schema.js';
import { loadStrings } from '../../locales/index.js';
import { exampleFactLabels } from '../../src/app/build/site-data.js';
import { pageData } from '../../src/app/page-table.js';
import { homeTermValues } from '../../src/features/home/lib/terms.js';
import { Footer } from '../../src/components/layout/footer.js';
import { AboutStats } from '../../src/features/about/components/about-stats.js';
import { AboutSection } from '../../src/features/home/components/about-section.js';
import { Hero } from '../../src/features/home/components/hero.js';
import type { Shell, ShellFacts } from '../../src/lib/shell.js';
import { renderWithProviders, rootProps } from './render.js';

/** A made-up company: the real file with every mark off, then `marked` on again. */
function madeUp(...marked: string[]): Company {
  const company = structuredClone(readCompany());
  for (const [id, value] of Object.entries({ ...company, ...company.facts }))
    if (typeof value === 'object' && 'isExample' in value) value.isExample = marked.includes(id);
  return company;
}

/** The shell of a made-up company's example facts, as the build gives it. */
const examplesOf = (company: Company, lang: 'ru' | 'en'): Partial<Shell> => ({
  exampleFacts: exampleFactLabels(exampleFacts(company, {}), lang, company),
});

const labels = (lang: 'ru' | 'en') => Object.values(loadStrings(lang, ['example-facts'])['example-facts']!.labels);
const footerNote = () => within(screen.getByRole('contentinfo')).queryByRole('note');

describe('the footer names the facts still examples', () => {
  it('names exactly the facts still marked, in the visitor language', () => {
    for (const lang of ['ru', 'en'] as const) {
      const marked = madeUp('phone', 'geo', 'customers', 'germanBigThree', 'savingsPercent');
      // A comparison is on the site only with its basis: the one with a basis is named, the other not.
      marked.facts.germanBigThree.basis = { ru: 'основание', en: 'basis' };
      delete marked.facts.savingsPercent.basis;
      const { unmount } = renderWithProviders(<Footer />, { lang, shell: examplesOf(marked, lang) });
      const named = exampleFactLabels(exampleFacts(marked, {}), lang, marked).map((fact) => fact.label);
      expect(named).toHaveLength(4);
      expect(named).not.toContain(loadStrings(lang, ['example-facts'])['example-facts']!.labels.savingsPercent);
      const note = footerNote()!;
      for (const label of labels(lang)) {
        if (named.includes(label)) expect(note, `${lang}: ${label}`).toHaveTextContent(label);
        // A label inside a named one ("phone" in "phone number") cannot be told apart by the text.
        else if (!named.some((name) => name.includes(label))) expect(note, `${lang}: ${label}`).not.toHaveTextContent(label);
      }
      unmount();
    }
  });

  it('shows no note when none is left', () => {
    renderWithProviders(<Footer />, { lang: 'en', shell: examplesOf(madeUp(), 'en') });
    expect(footerNote()).toBeNull();
  });
});

describe('a section notes the claims it shows that are still examples', () => {
  it('the about page figures name the ones marked', () => {
    renderWithProviders(<AboutStats />, {
      lang: 'en',
      strings: ['about'],
      shell: examplesOf(madeUp('customers', 'rating', 'phone'), 'en'),
    });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('number of customers and average rating and number of reviews');
    // The phone is the footer's to name, not this section's.
    expect(note).not.toHaveTextContent('phone');
  });

  it('the about page figures carry no note once their claims are confirmed', () => {
    renderWithProviders(<AboutStats />, { lang: 'ru', strings: ['about'], shell: examplesOf(madeUp('phone'), 'ru') });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('a comparative claim is shown with its basis, or not at all', () => {
  const shellWith = (lang: 'ru' | 'en', facts: Partial<ShellFacts>): Partial<Shell> => {
    const { company } = rootProps(lang).shell;
    return { company: { ...company, facts: { ...company.facts, ...facts } }, exampleFacts: [] };
  };

  it('the savings against European brands: not shown without a basis', () => {
    renderWithProviders(<AboutSection terms={homeTermValues(pageData('home', 'en').terms, 'en', (count) => `${count} years`)} />, {
      lang: 'en',
      strings: ['home'],
      shell: shellWith('en', { savingsPercent: null }),
    });
    expect(screen.getByRole('region', { name: 'Nice to meet you' })).not.toHaveTextContent(/European|compared/i);
  });

  it('the savings against European brands: shown with their basis beside them', () => {
    const savingsPercent = { min: 11, max: 22, basis: 'list prices in Minsk of two made-up cars, May 2031' };
    renderWithProviders(<AboutSection terms={homeTermValues(pageData('home', 'en').terms, 'en', (count) => `${count} years`)} />, {
      lang: 'en',
      strings: ['home'],
      shell: shellWith('en', { savingsPercent }),
    });
    const claim = screen.getByText(/Compared with European brands in the same class, you save 11–22%/);
    expect(claim).toHaveTextContent('What was compared, and when: list prices in Minsk of two made-up cars, May 2031');
  });

  it('the German big three: not shown without a basis, shown with it', () => {
    const { unmount } = renderWithProviders(<Hero models={[]} />, {
      lang: 'ru',
      strings: ['home'],
      shell: shellWith('ru', { germanBigThree: null }),
    });
    expect(screen.getByRole('region')).not.toHaveTextContent('немецкой тройке');
    unmount();
    const germanBigThree = { basis: 'оснащение двух выдуманных моделей, май 2031' };
    renderWithProviders(<Hero models={[]} />, { lang: 'ru', strings: ['home'], shell: shellWith('ru', { germanBigThree }) });
    expect(screen.getByText(/не уступают немецкой тройке/)).toHaveTextContent(
      'Что и когда сравнивали: оснащение двух выдуманных моделей, май 2031',
    );
  });
});
