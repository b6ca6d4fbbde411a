import { useTranslation } from 'react-i18next';
import type { ExampleFactId } from '../../../content/company.js';
import { formatList } from '../../../shared/lists.js';
import { ExampleNote } from '../ui/example-note.js';
import { useLang } from './use-lang.js';
import { useShell } from './use-shell.js';

/**
 * docs/decisions/company-facts.md#38: a section's note naming the facts it shows that are still
 * examples («Примеры, которые дилер подтвердит до запуска: число клиентов и год основания»), or
 * nothing when none is (always in production, whose build refuses examples).
 */
export function ExampleFactsNote({ ids, className }: { ids: readonly ExampleFactId[]; className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { exampleFacts } = useShell();
  // In the order the section names them.
  const labels = ids.flatMap((id) => exampleFacts.find((fact) => fact.id === id)?.label ?? []);
  if (labels.length === 0) return null;
  return <ExampleNote className={className}>{t('examples.note', { facts: formatList(lang, labels) })}</ExampleNote>;
}
