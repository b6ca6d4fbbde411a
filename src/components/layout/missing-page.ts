import { createContext, useContext } from 'react';

/**
 * True around the not-found document's shell. The host serves that one file at every unknown
 * path, so nothing the shell would derive from the path can be in its pre-rendered HTML: no
 * header link is current there, and the language switch leads to the other language's home
 * until React has taken over, then to the same missing path in that language.
 */
export const MissingPageContext = createContext(false);

export function useMissingPage(): boolean {
  return useContext(MissingPageContext);
}
