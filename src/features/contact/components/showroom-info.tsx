import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useShell } from '../../../components/layout/use-shell.js';
import { Container } from '../../../components/ui/container.js';
import { HoursTable } from '../../../components/ui/hours-table.js';
import { Section, SectionTitle } from '../../../components/ui/section.js';
import { media } from '../../../styles/theme.js';

/** docs/decisions/pages-home-about-contact.md#contact: the showroom's address, the sales and service hours (docs/decisions/company-facts.md#5) and the languages spoken. */
export function ShowroomInfo() {
  const { t } = useTranslation('contact');
  const { company } = useShell();
  return (
    <Section $tone="muted" aria-labelledby="showroom-title">
      <Container>
        <SectionTitle id="showroom-title">{t('showroom.title')}</SectionTitle>
        <Grid>
          <div>
            <h3>{t('showroom.address')}</h3>
            <address>
              {company.name}
              <br />
              {company.address.street}
              <br />
              {company.address.postalCode} {company.address.city}, {company.address.country}
            </address>
          </div>
          <div>
            <h3>{t('showroom.salesHours')}</h3>
            <HoursTable hours={company.salesHours} />
          </div>
          <div>
            <h3>{t('showroom.serviceHours')}</h3>
            <HoursTable hours={company.serviceHours} />
          </div>
          <div>
            <h3>{t('showroom.languages')}</h3>
            <p>{company.languages.join(', ')}</p>
          </div>
        </Grid>
      </Container>
    </Section>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  ${media.up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('nav')} {
    grid-template-columns: repeat(4, 1fr);
  }
  > div {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  address {
    font-style: normal;
  }
  p {
    margin: 0;
  }
`;
