import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { EnquiryDialogContext, type EnquiryCar } from '../components/hooks/use-enquiry-dialog.js';

// The dialog, its validator and its texts load the first time someone opens it.
const EnquiryDialog = lazy(() => import('../features/enquiry/components/enquiry-dialog.js'));

/** Gives every page `useEnquiryDialog().open(car?)` and hosts the one dialog. */
export function EnquiryDialogHost({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const [car, setCar] = useState<EnquiryCar | undefined>();
  const openDialog = useCallback((next?: EnquiryCar) => {
    setCar(next);
    setRequested(true);
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ open: openDialog }), [openDialog]);
  const close = useCallback(() => setOpen(false), []);
  return (
    <EnquiryDialogContext.Provider value={api}>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <EnquiryDialog open={open} car={car} onClose={close} />
        </Suspense>
      )}
    </EnquiryDialogContext.Provider>
  );
}
