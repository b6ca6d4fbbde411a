import { getAbout, getCompany } from '../../../content/index.js';
import { definePage } from '../../app/define-page.js';
import { carBySlug, claimsNamedIn, fillMakers, pageKeywords } from '../../app/build/site-data.js';

export default definePage({
  strings: ['about'],
  data: ({ lang }) => {
    const about = getAbout();
    const pick = <T extends { ru: unknown; en: unknown }>(text: T) => text[lang] as T['ru'];
    // The makers and the company's claims a text names ({makerNames}, {inspectionPoints} …) filled in.
    const fill = (text: string) => fillMakers(text, lang, 'content/about.yaml');
    const { facts } = getCompany();
    return {
      /** For the page's title; the page itself reads every company fact from the shell. */
      facts: { foundedYear: facts.foundedYear.value, inspectionPoints: facts.inspectionPoints.value },
      timeline: about.story.timeline.map((entry) => ({
        year: entry.year,
        title: fill(pick(entry.title)),
        description: fill(pick(entry.description)),
      })),
      mission: { title: pick(about.mission.title), text: pick(about.mission.text) },
      values: about.values.map((value) => ({ id: value.id, title: pick(value.title), text: pick(value.text) })),
      comparison: about.whyChoose.rows.map((row) => ({
        feature: fill(pick(row.feature)),
        dealer: fill(pick(row.dealer)),
        selfImport: fill(pick(row.selfImport)),
      })),
      /** The claims the comparison names, noted under it while they are examples (docs/decisions/company-facts.md#38). */
      comparisonClaims: claimsNamedIn(...about.whyChoose.rows.flatMap((row) => [row.feature, row.dealer, row.selfImport].map(pick))),
      team: about.team.members.map((member) => ({
        id: member.id,
        name: pick(member.name),
        position: pick(member.position),
        specialization: pick(member.specialization),
        experienceYears: member.experienceYears,
        description: pick(member.description),
        achievements: pick(member.achievements),
      })),
      testimonials: about.testimonials.items.map((item) => {
        const car = carBySlug(item.car);
        return {
          id: item.id,
          name: pick(item.name),
          location: pick(item.location),
          rating: item.rating,
          text: pick(item.text),
          car: { slug: car.slug, name: car.name },
        };
      }),
      /** Placeholders the dealer replaces: the page says so outside production. */
      examples: { story: about.story.isExample, team: about.team.isExample, testimonials: about.testimonials.isExample },
    };
  },
  head: ({ t, data }) => ({
    title: t('about:seo.title', { foundedYear: data.facts.foundedYear }),
    description: t('about:seo.description', { inspection: data.facts.inspectionPoints }),
    keywords: pageKeywords(t('about:seo.keywords')),
    pageType: 'AboutPage',
    aboutDealer: true,
  }),
});
