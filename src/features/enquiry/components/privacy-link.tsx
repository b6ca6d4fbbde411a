import { useTranslation } from 'react-i18next';
import { useLang } from '../../../components/layout/use-lang.js';
import { paths } from '../../../lib/paths.js';

/**
 * The privacy policy a form's consent points at (docs/decisions/company-facts.md#34). It opens in a new tab, so
 * reading it loses nothing the visitor has typed.
 */
export function PrivacyLink() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <a href={paths.privacy(lang)} target="_blank" rel="noopener">
      {t('legal.privacy')}
    </a>
  );
}
