import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { Lang } from '../../../../shared/lang.js';
import { formatList } from '../../../../shared/lists.js';
import { Container } from '../../../components/ui/container.js';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section.js';
import { formatDateInText } from '../../../lib/dates.js';
import { formatByn, formatPayment, formatPercent, formatUsd } from '../../../lib/format.js';
import { paths } from '../../../lib/paths.js';
import { media } from '../../../styles/theme.js';
import type { FinancingExample as Example, LargestSaving } from '../lib/financing.js';

/** The car page's panels these link to (src/features/car/components/car-sections.tsx): a link to `#id` opens it. */
const LEASING_PANEL = 'leasing';
const OFFERS_PANEL = 'offers';

/**
 * docs/decisions/pages-services.md#financing: the worked example with the total payable, beside what
 * the rate depends on and who lends (Law No. 225-Z «О рекламе», art. 26). Its figures come from
 * features/services/lib/financing.ts at build time.
 */
export function FinancingExample({ example, ratesAsOf, lang }: { example: Example; ratesAsOf: string; lang: Lang }) {
  const { t } = useTranslation('financing');
  const byn = (value: number) => formatByn(value, lang);
  const rows: [string, string][] = [
    [t('example.price'), byn(example.car.priceBYN)],
    [t('example.down', { percent: formatPercent(example.downPercent, lang) }), byn(example.down)],
    [t('example.financed'), byn(example.financed)],
    [t('example.term'), t('example.termValue', { months: example.months })],
    [t('example.rate'), t('example.rateValue', { rate: formatPercent(example.ratePercent, lang) })],
    [t('example.monthly'), formatPayment(example.monthly, lang)],
    [t('example.totalPaid'), byn(example.totalPaid)],
    [t('example.overpayment'), byn(example.overpayment)],
  ];
  const date = formatDateInText(ratesAsOf, lang);
  return (
    <Section $tone="muted" id="financing-example" aria-labelledby="financing-example-title">
      <Columns>
        <div>
          <SectionTitle id="financing-example-title">{t('example.title')}</SectionTitle>
          <SectionIntro>{t('example.intro')}</SectionIntro>
          <Figures>
            <div>
              <dt>{t('example.car')}</dt>
              <dd>
                <Link to={paths.car(lang, example.car.slug)}>{example.car.name}</Link>
              </dd>
            </div>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Figures>
          <Note>{t('example.note', { date })}</Note>
          <p>
            <Link to={`${paths.car(lang, example.car.slug)}#${LEASING_PANEL}`}>{t('example.calculator', { name: example.car.name })}</Link>
          </p>
        </div>
        <Depends aria-labelledby="rate-depends-title">
          <h3 id="rate-depends-title">{t('example.depends.title')}</h3>
          <ul>
            {t('example.depends.items', { returnObjects: true }).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{t('example.depends.lender', { date })}</p>
        </Depends>
      </Columns>
    </Section>
  );
}

/**
 * What «выгода до …» is made of: the largest saving of the dealer's current offers, the offers it
 * comes from, that it is the most and depends on the car and the offer, and where the offers are.
 */
export function SavingNote({
  saving,
  lang,
}: {
  saving: (Omit<LargestSaving, 'offers'> & { offers: { title: string; usd: number }[] }) | null;
  lang: Lang;
}) {
  const { t } = useTranslation('financing');
  return (
    <Section aria-labelledby="saving-title">
      <Container>
        <SectionTitle id="saving-title">
          {saving ? t('saving.title', { saving: formatByn(saving.byn, lang) }) : t('saving.titleNone')}
        </SectionTitle>
        {saving ? (
          <>
            <SectionIntro>
              {t('saving.text', {
                saving: formatByn(saving.byn, lang),
                usd: formatUsd(saving.usd, lang),
                parts: formatList(
                  lang,
                  saving.offers.map((offer) => t('saving.part', { title: offer.title, usd: formatUsd(offer.usd, lang) })),
                ),
                until: formatDateInText(saving.validUntil, lang),
              })}
            </SectionIntro>
            <SectionIntro>{t('saving.depends')}</SectionIntro>
            <p>
              <Link to={`${paths.car(lang, saving.car.slug)}#${OFFERS_PANEL}`}>{t('saving.link', { name: saving.car.name })}</Link>
            </p>
          </>
        ) : (
          <SectionIntro>{t('saving.none')}</SectionIntro>
        )}
      </Container>
    </Section>
  );
}

/** The conditions of the rate the financing options quote, right under them. */
export const RateNote = styled.p`
  max-width: 65ch;
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Columns = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${media.up('lg')} {
    grid-template-columns: 1.4fr 1fr;
    align-items: start;
  }
`;

const Figures = styled.dl`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
  max-width: 36rem;
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Note = styled.p`
  max-width: 65ch;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Depends = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.calmSurface};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-left: 1.2em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
