import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { CarPicker } from '../../components/car/car-picker.js';
import { useChosenCar } from '../../components/hooks/use-chosen-car.js';
import { useLang } from '../../components/layout/use-lang.js';
import { Container } from '../../components/ui/container.js';
import { InformationHero } from '../../components/ui/information-hero.js';
import { Section, SectionIntro, SectionTitle } from '../../components/ui/section.js';
import { paths } from '../../lib/paths.js';

// The car page's calculators, the same components and functions, loaded once a car is chosen.
const Leasing = lazy(() => import('../../features/car/components/sections/leasing.js'));
const Ownership = lazy(() => import('../../features/car/components/sections/ownership.js'));
const FuelSavings = lazy(() => import('../../features/car/components/sections/fuel-savings.js'));

const CALCULATORS = ['leasing', 'ownership', 'fuel'] as const;
type CalculatorId = (typeof CALCULATORS)[number];
const CALC_PARAM = 'calc';
const calculatorOf = (value: string | null): CalculatorId => CALCULATORS.find((id) => id === value) ?? 'leasing';

/** DECISIONS 13 calculators (/information/calculator): leasing, ownership cost and fuel savings for any car, shared by URL. */
export default function CalculatorPage({ data: { cars, money } }: PageProps<typeof page>) {
  const lang = useLang();
  const { t } = useTranslation('calculator');
  const { t: tcar } = useTranslation('car');
  const { car, params, set, chooseCar } = useChosenCar(cars);
  const calculator = calculatorOf(params.get(CALC_PARAM));

  return (
    <>
      <InformationHero title={t('hero.title')} text={t('hero.text')} />
      <Section aria-labelledby="calculator-title">
        <Container>
          <Controls>
            <CarPicker cars={cars} value={car?.slug ?? ''} onChange={chooseCar} label={t('car')} />
            <fieldset>
              <legend>{t('choose')}</legend>
              <Segments>
                {CALCULATORS.map((id) => (
                  <label key={id}>
                    <input
                      type="radio"
                      name="calculator"
                      value={id}
                      checked={id === calculator}
                      onChange={() => set({ [CALC_PARAM]: id })}
                    />
                    {t(`tabs.${id}`)}
                  </label>
                ))}
              </Segments>
            </fieldset>
          </Controls>
          <SectionTitle id="calculator-title">{tcar(`${calculator}.title`)}</SectionTitle>
          <SectionIntro>{t(`intros.${calculator}`)}</SectionIntro>
          {!car ? (
            <Prompt>{t('prompt')}</Prompt>
          ) : (
            <Suspense fallback={null}>
              {calculator === 'leasing' && <Leasing key={car.slug} priceBYN={car.priceBYN} money={money} />}
              {calculator === 'ownership' && <Ownership key={car.slug} specs={car.specs} money={money} />}
              {calculator === 'fuel' && <FuelSavings key={car.slug} specs={car.specs} money={money} />}
            </Suspense>
          )}
          {car && (
            <CarLink>
              <Link to={paths.car(lang, car.slug)}>{t('carPage', { name: car.name })}</Link>
            </CarLink>
          )}
        </Container>
      </Section>
    </>
  );
}

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
`;

const Segments = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-weight: 600;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  input {
    accent-color: ${({ theme }) => theme.color.onPrimary};
  }
`;

const Prompt = styled.p`
  font-weight: 600;
`;

const CarLink = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
`;
