import { useTranslation } from 'react-i18next';

/** A page's namespaces in the page's language, as delivered in its data. */
export type PageStrings = Record<string, object>;

/**
 * Adds the page's namespaces to the i18n instance before its first `t()` call.
 * Idempotent, so it is safe in render (including hydration and pre-rendering).
 */
export function usePageStrings(strings: PageStrings): void {
  const { i18n } = useTranslation();
  for (const [ns, bundle] of Object.entries(strings)) {
    if (!i18n.hasResourceBundle(i18n.language, ns)) i18n.addResourceBundle(i18n.language, ns, bundle);
  }
}
