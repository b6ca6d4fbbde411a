/** A brand page's content in one language, as the build gives it (src/pages/brand/data.ts). */
import type { Source } from '../../../components/ui/source-list.js';
import type { TimelineEntry } from '../../../components/ui/timeline.js';
import type { CarSummary } from '../../../lib/car-model.js';

/** A car on its brand's page: its card, and its description (docs/decisions/pages-brands.md#brand-page: clamped to two lines). */
export type BrandModel = CarSummary & { description: string };

export interface BrandPageContent {
  slug: string;
  name: string;
  logoUrl: string;
  foundedYear: number;
  founder: string;
  headquarters: string;
  specialty: string;
  description: string;
  timeline: TimelineEntry[];
  mission?: { quote: string; source: string };
  lineup?: { text: string; models: { name: string; text: string }[] };
  achievements?: string[];
  conclusions?: string;
  sources: Source[];
  /** The catalogue's cars of this maker, each with its description in the page's language; none for a brand the dealer does not sell. */
  models: BrandModel[];
  /** For a brand the dealer does not sell: a few catalogue cars of the kind it is known for, by other makers. */
  similar: BrandModel[];
}
