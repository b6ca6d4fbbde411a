import { createContext, useContext } from 'react';
import { DEFAULT_LANG, type Lang } from '../../../shared/lang.js';

/** The page's language, given by the language root route (it comes from the URL). */
export const LangContext = createContext<Lang>(DEFAULT_LANG);

export function useLang(): Lang {
  return useContext(LangContext);
}
