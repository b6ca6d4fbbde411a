import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { scrollToId } from '../../../components/hooks/scroll.js';
import { Container } from '../../../components/ui/container.js';
import { ChevronIcon } from '../../../components/ui/icons-extra.js';
import { Section, SectionTitle } from '../../../components/ui/section.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { telHref } from '../../../lib/contact-links.js';
import { faqPageJsonLd } from '../../../lib/structured-data.js';
import { Head } from 'vite-react-ssg';
import { serializeJsonLd } from '../../../lib/json-ld.js';
import { ExampleFactsNote } from '../../../components/layout/example-facts-note.js';
import type { ExampleFactId } from '../../../../content/company.js';
import type { catalogueChargingSpan } from '../../../lib/ev/charging.js';
import { formatDecimal } from '../../../lib/format.js';
import { useLang } from '../../../components/layout/use-lang.js';
import type { HomeTermValues } from '../lib/terms.js';

/** docs/decisions/pages-home-about-contact.md#home: six questions. */
const QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'] as const;

/** The company's claims an answer names (docs/decisions/company-facts.md#38), noted under it while they are examples. */
const CLAIMS_IN_ANSWER: Partial<Record<(typeof QUESTIONS)[number], readonly ExampleFactId[]>> = { q1: ['inspectionPoints'] };

/** An accordion where several answers can be open at once, then a call to action. */
export function FaqSection({ charging, terms }: { charging: ReturnType<typeof catalogueChargingSpan>; terms: HomeTermValues }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const id = useId();
  const { company } = useShell();
  // The charging answer states the catalogue's span from the one charging model (DECISIONS 41), never typed figures.
  const spans = {
    dcMin: charging.dcMinutes?.min,
    dcMax: charging.dcMinutes?.max,
    acMin: charging.wallboxHours && formatDecimal(charging.wallboxHours.min, lang, 1),
    acMax: charging.wallboxHours && formatDecimal(charging.wallboxHours.max, lang, 1),
  };
  const answer = (key: (typeof QUESTIONS)[number]) =>
    t(`faq.items.${key}.answer`, { inspection: company.facts.inspectionPoints, ...spans, ...terms });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Section id="faq" aria-labelledby="faq-title" $tone="muted">
      <Container>
        <SectionTitle id="faq-title">{t('faq.title')}</SectionTitle>
        {import.meta.env.SSR && (
          <Head>
            <script type="application/ld+json">
              {serializeJsonLd(faqPageJsonLd(QUESTIONS.map((key) => ({ question: t(`faq.items.${key}.question`), answer: answer(key) }))))}
            </script>
          </Head>
        )}
        <Items>
          {QUESTIONS.map((key) => {
            const expanded = open.has(key);
            return (
              <Item key={key}>
                <h3>
                  <button
                    type="button"
                    id={`${id}-${key}-q`}
                    aria-expanded={expanded}
                    aria-controls={`${id}-${key}-a`}
                    onClick={() => toggle(key)}
                  >
                    <span>{t(`faq.items.${key}.question`)}</span>
                    <Chevron $open={expanded} />
                  </button>
                </h3>
                <Answer id={`${id}-${key}-a`} aria-labelledby={`${id}-${key}-q`} hidden={!expanded}>
                  <p>{answer(key)}</p>
                  <ExampleFactsNote ids={CLAIMS_IN_ANSWER[key] ?? []} />
                </Answer>
              </Item>
            );
          })}
        </Items>
        <Cta>
          <h3>{t('faq.ctaTitle')}</h3>
          <p>{t('faq.ctaText')}</p>
          <p>
            {t('faq.ctaCall')}: <a href={telHref(company.phone)}>{company.phone}</a>
            {' · '}
            <a
              href="#contacts"
              onClick={(event) => {
                if (scrollToId('contacts')) event.preventDefault();
              }}
            >
              {t('faq.ctaWrite')}
            </a>
          </p>
        </Cta>
      </Container>
    </Section>
  );
}

const Items = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Item = styled.div`
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  button {
    display: flex;
    width: 100%;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    min-height: 56px;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border: none;
    background: none;
    color: ${({ theme }) => theme.color.text};
    font-weight: 700;
    text-align: left;
    cursor: pointer;
  }
`;

/** An answer: a region named by its question (a section with a name is one). */
const Answer = styled.section`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Chevron = styled(ChevronIcon)<{ $open: boolean }>`
  flex: none;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => theme.motion.fast};
`;

const Cta = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  text-align: center;
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    font-weight: 600;
  }
`;
