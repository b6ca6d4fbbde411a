import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { Section, SectionIntro, SectionTitle } from '../../../components/ui/section';
import { paths } from '../../../lib/paths';
import { siteData } from '../../../lib/site-data';

/** Anchor `our-vehicles`: the brands of the catalogue with their model counts. */
export function VehiclesOverview() {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <Section id="our-vehicles" aria-labelledby="our-vehicles-title" $tone="muted">
      <Container>
        <SectionTitle id="our-vehicles-title">{t('home.vehicles.title')}</SectionTitle>
        <SectionIntro>{t('home.vehicles.intro', { count: siteData.carCount })}</SectionIntro>
        <Brands>
          {siteData.brands.map((brand) => (
            <li key={brand.slug}>
              <BrandCard to={paths.brand(lang, brand.slug)}>
                <img src={brand.logoUrl} alt={t('footer.brandLogo', { brand: brand.name })} width={64} height={64} loading="lazy" decoding="async" />
                <BrandName>{brand.name}</BrandName>
                <Count>{t('home.vehicles.brandModels', { count: brand.carsCount })}</Count>
              </BrandCard>
            </li>
          ))}
        </Brands>
        <ButtonLink to={paths.catalog(lang)}>{t('home.vehicles.viewAll')}</ButtonLink>
      </Container>
    </Section>
  );
}

const Brands = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  list-style: none;
  margin: ${({ theme }) => theme.space.xl} 0;
  padding: 0;
`;

const BrandCard = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  transition: transform ${({ theme }) => theme.motion.fast};
  &:hover { transform: translateY(-2px); color: ${({ theme }) => theme.color.primary}; }
`;

const BrandName = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;
