import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { paths } from '../../../lib/paths.js';

/**
 * Under the choices: a prompt until a car is chosen, then the calculator (`children`, the
 * page's: the car page's own calculators) and a link to the car's page.
 */
export function CalculatorResult({ car, children }: { car: { slug: string; name: string } | null; children: ReactNode }) {
  const lang = useLang();
  const { t } = useTranslation('calculator');
  if (!car) return <Prompt>{t('prompt')}</Prompt>;
  return (
    <>
      {children}
      <CarLink>
        <Link to={paths.car(lang, car.slug)}>{t('carPage', { name: car.name })}</Link>
      </CarLink>
    </>
  );
}

const Prompt = styled.p`
  font-weight: 600;
`;

const CarLink = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
`;
