import { createContext, useContext, useId, useState, type ReactNode } from 'react';

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

/**
 * The dialog host's side of `useEnquiryDialog`; without a host (a component test), opening does
 * nothing. The value never changes: an opening is passed to the openers that have used the
 * dialog (`show`, each one's own state), not to every component that could open it. Some of
 * those may still be waiting to hydrate (the home page's cars below the fold), and an update
 * there makes React drop the server's HTML (error 421).
 */
export interface EnquiryDialogHostApi {
  /** Opens the dialog for the opener `by`; `show` gets this opening and every later one. */
  open: (by: string, show: (opening: EnquiryOpening) => void, about?: EnquiryCar | readonly EnquiryCar[]) => void;
  /** What stays beside the opener `by` after `opening`. */
  note: (opening: EnquiryOpening, by: string) => ReactNode;
}

export const EnquiryDialogContext = createContext<EnquiryDialogHostApi>({ open() {}, note: () => null });

/** The enquiry dialog for one opener: each caller of the hook is one. */
export function useEnquiryDialog(): EnquiryDialogApi {
  const by = useId();
  const [opening, show] = useState<EnquiryOpening>();
  const { open, note } = useContext(EnquiryDialogContext);
  return { open: (about) => open(by, show, about), note: opening && note(opening, by) };
}
