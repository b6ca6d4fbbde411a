import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { useLang } from '../../components/layout/use-lang.js';
import { Container } from '../../components/ui/container.js';
import { LinkCards } from '../../components/ui/link-cards.js';
import { InformationHero } from '../../components/ui/information-hero.js';
import { Section, SectionTitle } from '../../components/ui/section.js';
import { paths } from '../../lib/paths.js';

/** docs/decisions/pages-information.md#13: the guides index the spec links to, listing every guide. */
export default function GuidesPage({ data }: PageProps<typeof page>) {
  const lang = useLang();
  const { t } = useTranslation('guides');
  return (
    <>
      <InformationHero title={t('index.title')} text={t('index.text')} />
      <Section aria-labelledby="guides-list-title">
        <Container>
          <SectionTitle id="guides-list-title">{t('index.listTitle')}</SectionTitle>
          <LinkCards
            cards={data.guides.map((guide) => ({ href: paths.guide(lang, guide.slug), title: guide.title, text: guide.description }))}
            action={t('index.read')}
          />
        </Container>
      </Section>
    </>
  );
}
