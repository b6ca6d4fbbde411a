import { useTranslation } from 'react-i18next';
import { useLang } from '../../components/layout/use-lang.js';
import { ButtonLink } from '../../components/ui/button.js';
import { Container } from '../../components/ui/container.js';
import { LinkCards } from '../../components/ui/link-cards.js';
import { PageHero } from '../../components/ui/page-hero.js';
import { Section, SectionIntro, SectionTitle } from '../../components/ui/section.js';
import { paths } from '../../lib/paths.js';

/** The hub's cards, in the spec's order (docs/decisions/pages-information.md#hub). */
const TOOLS = ['comparison', 'rangeConditions', 'chargingGuide', 'guides', 'calculator'] as const;

/** docs/decisions/pages-information.md#hub: cards to the comparison, range, charging, guides and calculators, and a link to contact. */
export default function InformationPage() {
  const lang = useLang();
  const { t } = useTranslation('information');
  const { t: tc } = useTranslation();
  return (
    <>
      <PageHero
        crumbs={[{ label: tc('breadcrumbs.home'), href: paths.home(lang) }, { label: t('hero.title') }]}
        title={t('hero.title')}
        text={t('hero.text')}
      />
      <Section aria-labelledby="tools-title">
        <Container>
          <SectionTitle id="tools-title">{t('tools.title')}</SectionTitle>
          <LinkCards
            cards={TOOLS.map((tool) => ({
              href: paths[tool](lang),
              title: t(`tools.items.${tool}.title`),
              text: t(`tools.items.${tool}.text`),
            }))}
            action={t('tools.open')}
          />
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="information-contact-title">
        <Container>
          <SectionTitle id="information-contact-title">{t('contact.title')}</SectionTitle>
          <SectionIntro>{t('contact.text')}</SectionIntro>
          <ButtonLink to={paths.contact(lang)}>{t('contact.button')}</ButtonLink>
        </Container>
      </Section>
    </>
  );
}
