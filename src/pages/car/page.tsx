import { Suspense, useMemo } from 'react';
import type { PageProps } from '../../app/define-page.js';
import { lazyWhenIdle } from '../../components/hooks/lazy-when-idle.js';
import { PrintContacts } from '../../components/layout/print-contacts.js';
import { Container } from '../../components/ui/container.js';
import { CarHeading } from '../../features/car/components/car-heading.js';
import { CarPageBody } from '../../features/car/components/car-page-parts.js';
import { CarSections } from '../../features/car/components/car-sections.js';
import { MessengerLinks } from '../../features/enquiry/components/messenger-links.js';
import type page from './data.js';

// The detailed specs and the suggestions are pre-rendered, their code loaded once the page is idle.
const CarDetails = lazyWhenIdle(() => import('../../features/car/components/car-details.js'));
const CarSuggestions = lazyWhenIdle(() => import('../../features/car/components/car-suggestions.js'));

/**
 * A car's page (docs/decisions/pages-catalogue-and-car.md#car-page, issue 9): everything a buyer needs to decide on
 * one car. The heading part (gallery, name, price, key specs, description) is in the
 * pre-rendered HTML; the comparison, the range chart and the calculators load on demand.
 */
export default function CarPage({ data: { car, compared, suggestions, money } }: PageProps<typeof page>) {
  // The same elements on every render, so the idle-hydrated parts are not updated (React
  // error 421) when the page re-renders before their code has arrived (saved cars, say).
  const details = useMemo(
    () => (
      <Suspense fallback={null}>
        <CarDetails car={car} />
      </Suspense>
    ),
    [car],
  );
  const alsoLike = useMemo(
    () => (
      <Suspense fallback={null}>
        <CarSuggestions cars={suggestions} />
      </Suspense>
    ),
    [suggestions],
  );
  return (
    <CarPageBody>
      <Container>
        <CarHeading car={car} messengers={<MessengerLinks car={{ id: car.id, name: car.name, slug: car.slug }} />} />
        {details}
        <CarSections car={car} compared={compared} money={money} />
        {alsoLike}
        <PrintContacts />
      </Container>
    </CarPageBody>
  );
}
