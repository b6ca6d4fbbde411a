import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import company from '../../content/company.js';
import type { HomeData } from '../app/page-data.js';
import { lazyWhenIdle } from '../components/hooks/lazy-when-idle.js';
import { Seo } from '../components/layout/seo.js';
import { useLang } from '../components/layout/use-lang.js';
import { Hero } from '../features/home/components/hero.js';
import { usePageStrings } from '../i18n/page-strings.js';
import { localizePath, routePaths } from '../lib/paths.js';
import { absoluteUrl, siteData } from '../lib/site-data.js';
import { autoDealerJsonLd } from '../features/home/lib/structured-data.js';

// The hero is the first view; the sections under it (and the contact form) are
// pre-rendered too, but their code loads and hydrates once the page is idle.
const BelowTheFold = lazyWhenIdle(() => import('../features/home/components/below-the-fold.js'));
const ContactForm = lazyWhenIdle(() => import('../features/enquiry/components/contact-form.js').then((m) => ({ default: m.ContactForm })));

/** Spec 000 Home: hero, about, our vehicles, services, FAQ, contacts (the news teaser joins with the news). */
export function Component() {
  const { featured, strings } = useLoaderData() as HomeData;
  usePageStrings(strings);
  const { t } = useTranslation('home');
  const lang = useLang();
  const jsonLd = autoDealerJsonLd(company, lang, absoluteUrl(localizePath(lang, routePaths.home)), siteData.siteUrl);
  return (
    <>
      <Seo title={t('seo.title')} description={t('seo.description')} path={routePaths.home} jsonLd={jsonLd} />
      <Hero />
      <Suspense fallback={null}>
        <BelowTheFold
          featured={featured}
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
