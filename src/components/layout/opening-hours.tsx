import { useTranslation } from 'react-i18next';
import type { OpeningHours as Hours } from '../../../content/schema.js';
import { formatTime, groupOpeningHours } from '../../lib/hours.js';

/** "Пн–Пт 9:00–18:00 / Сб 10:00–16:00 / Вс выходной" as a description list. */
export function OpeningHours({ hours, className }: { hours: Hours; className?: string }) {
  const { t } = useTranslation();
  return (
    <dl className={className}>
      {groupOpeningHours(hours).map((row) => (
        <div key={row.from}>
          <dt>{row.from === row.to ? t(`hours.${row.from}`) : `${t(`hours.${row.from}`)}–${t(`hours.${row.to}`)}`}</dt>
          <dd>{row.open && row.close ? `${formatTime(row.open)}–${formatTime(row.close)}` : t('hours.closed')}</dd>
        </div>
      ))}
    </dl>
  );
}
