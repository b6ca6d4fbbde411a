import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { ButtonAnchor } from '../../../components/ui/button.js';
import { Container } from '../../../components/ui/container.js';
import { HoursTable } from '../../../components/ui/hours-table.js';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section.js';
import { mailtoHref, mapHref, telHref } from '../../../lib/contact-links.js';
import { media } from '../../../styles/theme.js';

/** Anchor `contacts`: how to reach the dealer, and the contact form the page puts beside it. */
export function ContactsSection({ form }: { form?: ReactNode }) {
  const lang = useLang();
  const { company } = useShell();
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <Section id="contacts" aria-labelledby="contacts-title">
      <Container>
        <SectionTitle id="contacts-title">{t('contacts.title')}</SectionTitle>
        <SectionIntro>{t('contacts.intro')}</SectionIntro>
        <Layout>
          <Grid>
            <div>
              <Label>{tc('footer.phone')}</Label>
              <ButtonAnchor href={telHref(company.phone)}>{company.phone}</ButtonAnchor>
            </div>
            <div>
              <Label>{tc('footer.email')}</Label>
              <a href={mailtoHref(company.email)}>{company.email}</a>
            </div>
            <div>
              <Label>{tc('footer.address')}</Label>
              <Address>
                {company.address.street}, {company.address.postalCode} {company.address.city}
              </Address>
              <a href={mapHref(company.geo, lang)} target="_blank" rel="noopener noreferrer">
                {tc('footer.onMap')}
              </a>
            </div>
            <div>
              <Label>{tc('footer.hours')}</Label>
              <HoursTable hours={company.salesHours} />
            </div>
          </Grid>
          {form}
        </Layout>
      </Container>
    </Section>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${media.up('lg')} {
    grid-template-columns: 1fr 1.3fr;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Label = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.textMuted};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Address = styled.address`
  font-style: normal;
`;
