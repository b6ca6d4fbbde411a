import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { useChosenCar } from '../../components/hooks/use-chosen-car.js';
import { Container } from '../../components/ui/container.js';
import { InformationHero } from '../../components/ui/information-hero.js';
import { Section, SectionIntro, SectionTitle } from '../../components/ui/section.js';
import { CalculatorControls } from '../../features/calculator/components/calculator-controls.js';
import { CalculatorResult } from '../../features/calculator/components/calculator-result.js';
import { CALC_PARAM, calculatorOf } from '../../features/calculator/lib/calculators.js';

// The car page's calculators, the same components and functions, loaded once a car is chosen.
const Leasing = lazy(() => import('../../features/car/components/sections/leasing.js'));
const Ownership = lazy(() => import('../../features/car/components/sections/ownership.js'));
const FuelSavings = lazy(() => import('../../features/car/components/sections/fuel-savings.js'));

/** docs/decisions/pages-information.md#13 calculators (/information/calculator): leasing, ownership cost and fuel savings for any car, shared by URL. */
export default function CalculatorPage({ data: { cars, money } }: PageProps<typeof page>) {
  const { t } = useTranslation('calculator');
  const { t: tcar } = useTranslation('car');
  const { car, params, set, chooseCar } = useChosenCar(cars);
  const calculator = calculatorOf(params.get(CALC_PARAM));

  return (
    <>
      <InformationHero title={t('hero.title')} text={t('hero.text')} />
      <Section aria-labelledby="calculator-title">
        <Container>
          <CalculatorControls
            cars={cars}
            car={car?.slug ?? ''}
            onCar={chooseCar}
            calculator={calculator}
            onCalculator={(id) => set({ [CALC_PARAM]: id })}
          />
          <SectionTitle id="calculator-title">{tcar(`${calculator}.title`)}</SectionTitle>
          <SectionIntro>{t(`intros.${calculator}`)}</SectionIntro>
          <CalculatorResult car={car}>
            {car && (
              <Suspense fallback={null}>
                {calculator === 'leasing' && <Leasing key={car.slug} priceBYN={car.priceBYN} money={money} />}
                {calculator === 'ownership' && <Ownership key={car.slug} specs={car.specs} money={money} />}
                {calculator === 'fuel' && <FuelSavings key={car.slug} specs={car.specs} money={money} />}
              </Suspense>
            )}
          </CalculatorResult>
        </Container>
      </Section>
    </>
  );
}
