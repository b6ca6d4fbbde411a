import { Outlet } from 'react-router-dom';
import type { Lang } from '../i18n/lang.js';
import { SiteLayout } from '../components/layout/site-layout.js';
import { EnquiryDialogHost } from './enquiry-dialog-host.js';
import { Providers } from './providers.js';

/** The root of one language tree: `/` for Russian, `/en` for English. */
export function LanguageRoot({ lang }: { lang: Lang }) {
  return (
    <Providers lang={lang}>
      <EnquiryDialogHost>
        <SiteLayout>
          <Outlet />
        </SiteLayout>
      </EnquiryDialogHost>
    </Providers>
  );
}
