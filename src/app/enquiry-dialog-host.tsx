import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { EnquiryDialogContext, type EnquiryCar, type EnquiryOpening } from '../components/hooks/use-enquiry-dialog.js';

// The dialog, its validator and its texts load the first time someone opens it; so does the
// confirmation that stays beside the opener (docs/decisions/relay.md#35), from the same module.
// (A Suspense without a fallback shows nothing while it loads.)
const EnquiryPart = lazy(() => import('../features/enquiry/components/enquiry-dialog.js'));

/**
 * Gives every page `useEnquiryDialog()` and hosts the one dialog. It keeps only the last
 * opening (a new object each time, which the dialog opens on); the dialog keeps the rest.
 */
export function EnquiryDialogHost({ children }: { children: ReactNode }) {
  const [opening, setOpening] = useState<EnquiryOpening>();
  const forOpener = useCallback(
    (by: string) => ({
      open: (about?: EnquiryCar | readonly EnquiryCar[]) =>
        setOpening(Array.isArray(about) ? { compared: about, by } : { car: about as EnquiryCar | undefined, by }),
      note: opening && (
        <Suspense>
          <EnquiryPart opening={opening} by={by} />
        </Suspense>
      ),
    }),
    [opening],
  );
  return (
    <EnquiryDialogContext.Provider value={forOpener}>
      {children}
      {opening && (
        <Suspense>
          <EnquiryPart opening={opening} />
        </Suspense>
      )}
    </EnquiryDialogContext.Provider>
  );
}
