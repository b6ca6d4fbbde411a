import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { LegalDocument } from '../../features/legal/components/legal-document.js';

/** docs/decisions/company-facts.md#34: the privacy policy both forms' consent points at (content/legal/privacy.<lang>.md). */
export default function PrivacyPage({ data }: PageProps<typeof page>) {
  return <LegalDocument title={data.title} updated={data.updated} html={data.html} />;
}
