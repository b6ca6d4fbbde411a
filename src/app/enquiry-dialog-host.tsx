import { lazy, Suspense, useState, type ReactNode } from 'react';
import { EnquiryDialogContext, type EnquiryDialogHostApi, type EnquiryOpening } from '../components/hooks/use-enquiry-dialog.js';

// The dialog, its validator and its texts load the first time someone opens it; so does the
// confirmation that stays beside the opener (docs/decisions/relay.md#35), from the same module.
// (A Suspense without a fallback shows nothing while it loads.)
const EnquiryPart = lazy(() => import('../features/enquiry/components/enquiry-dialog.js'));

/**
 * Gives every page `useEnquiryDialog()` and hosts the one dialog. It keeps only the last
 * opening (a new object each time, which the dialog opens on); the dialog keeps the rest.
 * The openers that have opened it are told of each later opening (their confirmation stays
 * beside them); the others are left alone.
 */
export function EnquiryDialogHost({ children }: { children: ReactNode }) {
  const [opening, setOpening] = useState<EnquiryOpening>();
  const [host] = useState<EnquiryDialogHostApi>(() => {
    // Told of each opening: the host (which shows the dialog), then each opener that has used it.
    const told = new Set<(opening: EnquiryOpening) => void>([setOpening]);
    return {
      open(by, show, about) {
        const next: EnquiryOpening = { [Array.isArray(about) ? 'compared' : 'car']: about, by };
        told.add(show).forEach((tell) => tell(next));
      },
      note: (opened, by) => (
        <Suspense>
          <EnquiryPart opening={opened} by={by} />
        </Suspense>
      ),
    };
  });
  return (
    <EnquiryDialogContext.Provider value={host}>
      {children}
      {opening && (
        <Suspense>
          <EnquiryPart opening={opening} />
        </Suspense>
      )}
    </EnquiryDialogContext.Provider>
  );
}
