/** The about page's content in one language, as the build gives it (src/pages/about/data.ts). */

export type { TimelineEntry } from '../../../components/ui/timeline.js';

export interface CompanyValue {
  id: string;
  title: string;
  text: string;
}

/** One row of "why buy from us": the dealer against importing a car yourself. */
export interface ComparisonRow {
  feature: string;
  dealer: string;
  selfImport: string;
}

export interface TeamMember {
  id: string;
  name: string;
  position: string;
  specialization: string;
  experienceYears: number;
  description: string;
  achievements: string[];
}

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  /** 1-5 stars. */
  rating: number;
  text: string;
  car: { slug: string; name: string };
}

/** A person's initials for the avatar in place of a photo: "Андрей Ковальчук" → "АК". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
