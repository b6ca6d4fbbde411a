import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { lazyWhenIdle } from '../../components/hooks/lazy-when-idle.js';
import { useLang } from '../../components/layout/use-lang.js';
import { PageHero } from '../../components/ui/page-hero.js';
import { ContactFormSection } from '../../features/contact/components/contact-form-section.js';
import { ContactMethods } from '../../features/contact/components/contact-methods.js';
import { FindUs } from '../../features/contact/components/find-us.js';
import { ShowroomInfo } from '../../features/contact/components/showroom-info.js';
import { CONTACT_FORM_ID, paths } from '../../lib/paths.js';

// Pre-rendered like the rest; its code loads once the page is idle (it is the page's last section).
const ContactForm = lazyWhenIdle(() =>
  import('../../features/enquiry/components/contact-form.js').then((m) => ({ default: m.ContactForm })),
);

/** docs/decisions/pages-home-about-contact.md#contact: hero, ways to reach us, the showroom, how to find it, and the contact form under `contacts`. */
export default function ContactPage({ data }: PageProps<typeof page>) {
  const lang = useLang();
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation();
  // The same element on every render until the form's code arrives (see lazyWhenIdle).
  const form = useMemo(
    () => (
      <Suspense fallback={null}>
        <ContactForm />
      </Suspense>
    ),
    [],
  );
  return (
    <>
      <PageHero
        crumbs={[{ label: tc('breadcrumbs.home'), href: paths.home(lang) }, { label: tc('nav.contact') }]}
        title={t('hero.title')}
        text={t('hero.text')}
        action={{ label: t('hero.button'), targetId: CONTACT_FORM_ID }}
      />
      <ContactMethods />
      <ShowroomInfo />
      <FindUs directions={data.directions} isExample={data.directionsAreExample} />
      <ContactFormSection form={form} />
    </>
  );
}
