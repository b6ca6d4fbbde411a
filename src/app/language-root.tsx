import { Outlet } from 'react-router-dom';
import type { Lang } from '../i18n/lang';
import { SiteLayout } from '../components/layout/site-layout';
import { EnquiryDialogHost } from './enquiry-dialog-host';
import { Providers } from './providers';

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
