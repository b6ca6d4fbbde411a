import { Outlet, useLoaderData } from 'react-router-dom';
import type { Lang } from '../../shared/lang.js';
import { SiteLayout } from '../components/layout/site-layout.js';
import { EnquiryDialogHost } from './enquiry-dialog-host.js';
import type { RootData } from './define-page.js';
import { Providers } from './providers.js';

/** The root of one language tree (`/` for Russian, `/en` for English): the shell around every page. */
export function LanguageRoot({ lang }: { lang: Lang }) {
  const { shell, strings } = useLoaderData() as RootData;
  return (
    <Providers lang={lang} shell={shell} strings={strings}>
      <EnquiryDialogHost>
        <SiteLayout>
          <Outlet />
        </SiteLayout>
      </EnquiryDialogHost>
    </Providers>
  );
}
