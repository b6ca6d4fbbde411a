/**
 * The financing and warranty pages and the car page's warranty block, rendered from their own route
 * data in both languages: what a buyer and a fact-checker look for is there, its figures from
 * content (docs/decisions/pages-services.md, Law No. 225-Z «О рекламе», art. 26).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getRunningCosts, getServices } from '../../content/index.js';
import { loadPage } from '../../src/app/build/load.js';
import { pageBuild } from '../../src/app/page-table.js';
import { CarWarranty } from '../../src/features/car/components/sections/warranty.js';
import { formatByn, formatNumber, formatPayment, formatPercent } from '../../src/lib/format.js';
import { paths } from '../../src/lib/paths.js';
import FinancingPage from '../../src/pages/financing/page.js';
import WarrantyPage from '../../src/pages/warranty/page.js';
import { LANGS } from '../../shared/lang.js';
import { renderWithProviders } from './render.js';

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');

describe.each(LANGS)('the financing page (%s)', (lang) => {
  const { data } = loadPage('financing', { lang, params: {} }) as { data: Parameters<typeof FinancingPage>[0]['data'] };
  const render = () =>
    renderWithProviders(<FinancingPage data={data} />, { lang, path: paths.financing(lang), strings: pageBuild('financing').strings });

  it('shows the worked example with the total payable and the interest, at the typical rate of content', () => {
    render();
    const section = screen.getByRole('region', { name: lang === 'ru' ? 'Пример расчёта' : 'A worked example' });
    const text = squash(section.textContent);
    const { example } = data;
    expect(example.ratePercent).toBe(getServices().financing.example.ratePercent);
    for (const figure of [example.car.priceBYN, example.down, example.financed, example.totalPaid, example.overpayment])
      expect(text).toContain(squash(formatByn(figure, lang)));
    // The payment to the kopeck, so that the total adds up from the figures shown.
    expect(text).toContain(squash(formatPayment(example.monthly, lang)));
    expect(example.totalPaid).toBe(Math.round(example.down + example.monthly * example.months));
    expect(text).toContain(squash(formatPercent(example.ratePercent, lang)));
    expect(within(section).getByRole('link', { name: example.car.name })).toHaveAttribute('href', paths.car(lang, example.car.slug));
  });

  it('says beside the lowest rate that it is the lenders’, on which day, and what it depends on', () => {
    const { container } = render();
    const text = squash(container.textContent);
    expect(text).toContain(squash(formatPercent(getRunningCosts().leasing.minRatePercent, lang)));
    expect(text).toMatch(lang === 'ru' ? /сами мы не кредитор/ : /we are not the lender/);
    expect(text).toMatch(lang === 'ru' ? /От чего зависит ставка/ : /What the rate depends on/);
    expect(text).toContain(getServices().financing.ratesAsOf.slice(0, 4));
  });

  it('explains the saving it quotes as the largest of the current offers, with a link to them', () => {
    render();
    if (!data.saving) return;
    const heading = screen.getByRole('heading', {
      level: 2,
      name: new RegExp(squash(formatByn(data.saving.byn, lang)).replace(/ /g, '\\s')),
    });
    const section = heading.closest('section')!;
    for (const offer of data.saving.offers) expect(section.textContent).toContain(offer.title);
    expect(within(section).getByRole('link')).toHaveAttribute('href', `${paths.car(lang, data.saving.car.slug)}#offers`);
  });
});

describe.each(LANGS)('the warranty page (%s)', (lang) => {
  const { data } = loadPage('warranty', { lang, params: {} }) as { data: Parameters<typeof WarrantyPage>[0]['data'] };
  const render = () =>
    renderWithProviders(<WarrantyPage data={data} />, { lang, path: paths.warranty(lang), strings: pageBuild('warranty').strings });

  it('says whose warranty it is, its conditions and its exclusions', () => {
    render();
    const names =
      lang === 'ru'
        ? ['Чья это гарантия', 'Чтобы гарантия действовала', 'Что гарантия не покрывает']
        : ['Whose warranty it is', 'To keep the warranty', 'What the warranty does not cover'];
    for (const name of names) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(squash(document.body.textContent)).toMatch(lang === 'ru' ? /гарантию даёт дилер/ : /the warranty is given by the dealer/);
  });

  it('promises neither free software updates nor a decision in a fixed time without a condition', () => {
    const { container } = render();
    const text = squash(container.textContent);
    expect(text).not.toMatch(lang === 'ru' ? /бесплатно устанавливаем/i : /updates[^.]*free of charge/i);
    expect(text).toMatch(lang === 'ru' ? /Как правило, решаем в течение/ : /We usually decide within/);
  });
});

describe.each(LANGS)('the car page’s warranty and service block (%s)', (lang) => {
  const { battery, vehicle } = getServices().warranty;
  const render = (powertrain: 'electric' | 'hybrid') =>
    renderWithProviders(<CarWarranty terms={{ battery, vehicle }} powertrain={powertrain} />, {
      lang,
      strings: pageBuild('car').strings,
    });

  it('states the dealer’s terms and links the warranty and maintenance pages', () => {
    render('electric');
    const block = screen.getByRole('region', { name: lang === 'ru' ? 'Гарантия и обслуживание' : 'Warranty and servicing' });
    for (const km of [battery.km, vehicle.km]) expect(squash(block.textContent)).toContain(squash(formatNumber(km, lang)));
    const hrefs = within(block)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([paths.warranty(lang), paths.maintenance(lang)]);
    expect(block.textContent).not.toMatch(lang === 'ru' ? /двигатель/ : /engine/);
  });

  it('says a range-extender hybrid’s petrol engine is serviced too', () => {
    render('hybrid');
    expect(screen.getByRole('region').textContent).toMatch(lang === 'ru' ? /двигатель-генератор/ : /generator engine/);
  });
});
