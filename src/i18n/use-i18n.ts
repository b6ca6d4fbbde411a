import { useTranslation } from 'react-i18next';

/** The i18next instance of the current language tree. */
export function useI18n() {
  return useTranslation().i18n;
}
