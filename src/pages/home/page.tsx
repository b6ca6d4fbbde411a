import { Suspense } from 'react';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { lazyWhenIdle } from '../../components/hooks/lazy-when-idle.js';
import { Hero } from '../../features/home/components/hero.js';

// The hero is the first view; the sections under it (and the contact form) are
// pre-rendered too, but their code loads and hydrates once the page is idle.
const BelowTheFold = lazyWhenIdle(() => import('../../features/home/components/below-the-fold.js'));
const ContactForm = lazyWhenIdle(() =>
  import('../../features/enquiry/components/contact-form.js').then((m) => ({ default: m.ContactForm })),
);

/** docs/decisions/pages-home-about-contact.md#home: hero, needs and brands, our vehicles, about, services, news, FAQ, contacts. */
export default function HomePage({ data }: PageProps<typeof page>) {
  return (
    <>
      <Hero models={data.heroModels} />
      <Suspense fallback={null}>
        <BelowTheFold
          needs={data.needs}
          featured={data.featured}
          news={data.news}
          charging={data.charging}
          terms={data.terms}
          contactForm={
            <Suspense fallback={null}>
              <ContactForm />
            </Suspense>
          }
        />
      </Suspense>
    </>
  );
}
