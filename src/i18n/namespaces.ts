/** The translation namespaces: one JSON file each in locales/ru and locales/en. */
import type { CustomTypeOptions } from 'i18next';

export type Namespace = keyof CustomTypeOptions['resources'];

/** Some namespaces of one language, as a page receives them. */
export type Strings = { [N in Namespace]?: CustomTypeOptions['resources'][N] };

/** The namespaces every page of a language needs: the shell, and the enquiry dialog it can open. */
export const SHELL_NAMESPACES = ['common', 'enquiry'] as const satisfies readonly Namespace[];
