import { createContext, useContext, useId, type ReactNode } from 'react';

export interface EnquiryCar {
  id: number;
  name: string;
  slug: string;
}

/** One opening of the dialog: about a car, about the cars compared, or general, from the opener `by` (a caller of `useEnquiryDialog`). */
export interface EnquiryOpening {
  car?: EnquiryCar;
  /** The comparison's cars, which the message names (issue 40). */
  compared?: readonly EnquiryCar[];
  by: string;
}

export interface EnquiryDialogApi {
  /** Opens the enquiry dialog: general, about one car (docs/decisions/relay.md#22), or about the cars compared (a list). */
  open: (about?: EnquiryCar | readonly EnquiryCar[]) => void;
  /**
   * Render it beside the button that calls `open`: after a successful enquiry the
   * confirmation with its time stays there (docs/decisions/relay.md#35). The focus goes back
   * to the button itself when the dialog closes (the dialog's doing).
   */
  note?: ReactNode;
}

/** The dialog host's side of `useEnquiryDialog` for the opener `by`; without a host (a component test), opening does nothing. */
export const EnquiryDialogContext = createContext<(by: string) => EnquiryDialogApi>(() => ({ open() {} }));

/** The enquiry dialog for one opener: each caller of the hook is one. */
export function useEnquiryDialog(): EnquiryDialogApi {
  const by = useId();
  return useContext(EnquiryDialogContext)(by);
}
