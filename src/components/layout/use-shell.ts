import { createContext, useContext } from 'react';
import type { Shell } from '../../lib/shell.js';

/** The shell facts of the page's language (company, brands, site URL), given by the language root. */
export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell: outside a language root (src/app/providers.tsx)');
  return shell;
}
