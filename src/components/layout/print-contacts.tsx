import { useTranslation } from 'react-i18next';
import { useShell } from './use-shell.js';

/**
 * The dealer's contacts at the foot of a printed page (the car page, the comparison):
 * hidden on screen by the `hidden` attribute, shown by public/print.css, which also
 * hides the header, footer, buttons and dialogs.
 */
export function PrintContacts() {
  const { t } = useTranslation();
  const { company, siteUrl } = useShell();
  const { street, city } = company.address;
  return (
    <aside hidden data-print="only">
      <p>
        <strong>{company.name}</strong> · {street}, {city} · {company.phone} · {company.email} · {siteUrl.replace(/^https?:\/\//, '')}
      </p>
      <p>{t('print.note')}</p>
    </aside>
  );
}
