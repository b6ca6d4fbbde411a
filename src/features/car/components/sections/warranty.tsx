import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { Powertrain } from '../../../../../content/schema.js';
import { useLang } from '../../../../components/layout/use-lang.js';
import { formatNumber } from '../../../../lib/format.js';
import { paths } from '../../../../lib/paths.js';
import { media } from '../../../../styles/theme.js';

/** A warranty term: whichever comes first (content/services.yaml, warranty). */
interface Term {
  years: number;
  km: number;
}

/**
 * The car page's warranty and service block (docs/decisions/pages-services.md#warranty): the dealer's
 * terms for this car and where it is serviced, a range-extender hybrid's petrol engine included, with
 * links to the warranty and maintenance pages. Small and static, so it is in the pre-rendered HTML
 * with the page's own code, not loaded on demand like the calculators.
 */
export function CarWarranty({ terms, powertrain }: { terms: { battery: Term; vehicle: Term }; powertrain: Powertrain }) {
  const { t } = useTranslation('car');
  const lang = useLang();
  const years = (term: Term) => t('warranty.years', { count: term.years });
  const km = (term: Term) => t('warranty.km', { value: formatNumber(term.km, lang) });
  return (
    <Block aria-labelledby="warranty-title">
      <h2 id="warranty-title">{t('warranty.title')}</h2>
      <p>
        {t('warranty.terms', {
          batteryYears: years(terms.battery),
          batteryKm: km(terms.battery),
          vehicleYears: years(terms.vehicle),
          vehicleKm: km(terms.vehicle),
        })}{' '}
        {t('warranty.whose')} {t('warranty.software')} {t(powertrain === 'hybrid' ? 'warranty.serviceHybrid' : 'warranty.service')}
      </p>
      <Links>
        <li>
          <Link to={paths.warranty(lang)}>{t('warranty.warrantyLink')}</Link>
        </li>
        <li>
          <Link to={paths.maintenance(lang)}>{t('warranty.maintenanceLink')}</Link>
        </li>
      </Links>
    </Block>
  );
}

const Block = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.calmSurface};
  ${media.up('sm')} {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  /* The printed page is the spec sheet (at most 2 A4 pages); the warranty has its own page. */
  @media print {
    display: none;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    font-weight: 600;
  }
`;
