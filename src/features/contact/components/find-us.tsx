import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { ButtonAnchor } from '../../../components/ui/button.js';
import { Container, VisuallyHidden } from '../../../components/ui/container.js';
import { ExampleNote } from '../../../components/ui/example-note.js';
import { Section, SectionTitle } from '../../../components/ui/section.js';
import { mailtoHref, telHref } from '../../../lib/contact-links.js';
import { mapDirectionsHref, mapSearchHref } from '../lib/maps.js';
import { media } from '../../../styles/theme.js';
import { MapPreview } from './map-preview.js';
import { ExampleFactsNote } from '../../../components/layout/example-facts-note.js';

/** The anchor of the find-us section (the "how to get here" link goes there). */
export const FIND_US_ID = 'find-us';

export interface Directions {
  byCar: string;
  byTransport: string;
  parking: string;
  landmarks: string[];
}

/** docs/decisions/pages-home-about-contact.md#contact: directions, landmarks, a maps search and a route, and the map on request. */
export function FindUs({ directions, isExample }: { directions: Directions; isExample: boolean }) {
  const { t } = useTranslation('contact');
  const lang = useLang();
  const { company } = useShell();
  const searchAddress = `${company.address.city}, ${company.address.street}`;
  return (
    <Section id={FIND_US_ID} aria-labelledby={`${FIND_US_ID}-title`}>
      <Layout>
        <div>
          <SectionTitle id={`${FIND_US_ID}-title`}>{t('findUs.title')}</SectionTitle>
          {isExample && <ExampleNote>{t('findUs.example')}</ExampleNote>}
          <Ways>
            <div>
              <dt>{t('findUs.byCar')}</dt>
              <dd>{directions.byCar}</dd>
            </div>
            <div>
              <dt>{t('findUs.byTransport')}</dt>
              <dd>{directions.byTransport}</dd>
            </div>
            <div>
              <dt>{t('findUs.parking')}</dt>
              <dd>{directions.parking}</dd>
            </div>
          </Ways>
          <h3>{t('findUs.landmarks')}</h3>
          <Landmarks>
            {directions.landmarks.map((landmark) => (
              <li key={landmark}>{landmark}</li>
            ))}
          </Landmarks>
          <Actions>
            <ButtonAnchor href={mapSearchHref(searchAddress, lang)} target="_blank" rel="noopener noreferrer">
              {t('findUs.search')}
              <VisuallyHidden> {t('findUs.opensInNewTab')}</VisuallyHidden>
            </ButtonAnchor>
            <ButtonAnchor href={mapDirectionsHref(company.geo, lang)} target="_blank" rel="noopener noreferrer" $variant="secondary">
              {t('findUs.directions')}
              <VisuallyHidden> {t('findUs.opensInNewTab')}</VisuallyHidden>
            </ButtonAnchor>
          </Actions>
          <Reach>
            {t('findUs.lost')} <a href={telHref(company.phone)}>{company.phone}</a> ·{' '}
            <a href={mailtoHref(company.email)}>{company.email}</a>
          </Reach>
        </div>
        <div>
          <MapPreview />
          {/* The pin has its own mark (docs/decisions/company-facts.md#38): coordinates not moved with the address stay an example. */}
          <ExampleFactsNote ids={['geo']} />
        </div>
      </Layout>
    </Section>
  );
}

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${media.up('lg')} {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Ways = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Landmarks = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Reach = styled.p`
  a {
    white-space: nowrap;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
`;
