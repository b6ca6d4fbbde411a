import { createContext, useContext } from 'react';

export interface EnquiryCar {
  id: number;
  name: string;
  slug: string;
}

export interface EnquiryDialogApi {
  /** Opens the enquiry dialog: general, or about one car (docs/decisions/relay.md#22). */
  open: (car?: EnquiryCar) => void;
}

export const EnquiryDialogContext = createContext<EnquiryDialogApi>({ open: () => {} });

export function useEnquiryDialog(): EnquiryDialogApi {
  return useContext(EnquiryDialogContext);
}
