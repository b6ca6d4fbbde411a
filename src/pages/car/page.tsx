import { Suspense, useMemo } from 'react';
import type { PageProps } from '../../app/define-page.js';
import { lazyWhenIdle } from '../../components/hooks/lazy-when-idle.js';
import { PrintContacts } from '../../components/layout/print-contacts.js';
import { Container } from '../../components/ui/container.js';
import { CarHeading } from '../../features/car/components/car-heading.js';
import { CarPageBody } from '../../features/car/components/car-page-parts.js';
import { CarSections } from '../../features/car/components/car-sections.js';
import type page from './data.js';

// The detailed specs, the description, the suggestions, the chat links and the phone's action
// bar (hidden until the visitor scrolls) are pre-rendered, their code loaded once the page is idle.
const CarDetails = lazyWhenIdle(() => import('../../features/car/components/car-details.js'));
const CarAbout = lazyWhenIdle(() => import('../../features/car/components/car-details.js').then((m) => ({ default: m.CarAbout })));
const CarSuggestions = lazyWhenIdle(() => import('../../features/car/components/car-suggestions.js'));
const MessengerLinks = lazyWhenIdle(() =>
  import('../../features/enquiry/components/messenger-links.js').then((m) => ({ default: m.MessengerLinks })),
);
const CarActionBar = lazyWhenIdle(() => import('../../features/car/components/car-action-bar.js'));

/**
 * A car's page (docs/decisions/pages-catalogue-and-car.md#car-page, issues 9 and 23): everything a buyer needs to
 * decide on one car. On a phone the first screen holds the picture, name, price and both
 * actions, and a bar keeps them at hand further down; the detailed specs, the comparison,
 * the range chart and the calculators are closed panels saying their result, the
 * calculators' code loaded on demand.
 */
export default function CarPage({
  data: { car, comparedCar, suggestions, money, headlines, priceOffers, warranty },
}: PageProps<typeof page>) {
  const enquiryCar = useMemo(() => ({ id: car.id, name: car.name, slug: car.slug }), [car]);
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
  const about = useMemo(
    () => (
      <Suspense fallback={null}>
        <CarAbout car={car} />
      </Suspense>
    ),
    [car],
  );
  const messengers = useMemo(
    () => (
      <Suspense fallback={null}>
        <MessengerLinks car={enquiryCar} />
      </Suspense>
    ),
    [enquiryCar],
  );
  const actionBar = useMemo(
    () => (
      <Suspense fallback={null}>
        <CarActionBar car={enquiryCar} />
      </Suspense>
    ),
    [enquiryCar],
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
        <CarHeading car={car} messengers={messengers} priceOffers={priceOffers} buildDay={money.date} />
        {about}
        <CarSections car={car} comparedCar={comparedCar} money={money} headlines={headlines} details={details} warranty={warranty} />
        {alsoLike}
        <PrintContacts />
      </Container>
      {actionBar}
    </CarPageBody>
  );
}
