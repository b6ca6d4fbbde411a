import { useTranslation } from 'react-i18next';
import { Container } from '../../../components/ui/container.js';
import { LinkCards, type LinkCard } from '../../../components/ui/link-cards.js';
import { Section, SectionTitle } from '../../../components/ui/section.js';

/** docs/decisions/pages-services.md#related: the related-information block at the end of a service page, three cards each leading to another page. */
export function RelatedPages({ title, pages }: { title: string; pages: LinkCard[] }) {
  const { t } = useTranslation('services');
  return (
    <Section $tone="muted" aria-labelledby="related-title">
      <Container>
        <SectionTitle id="related-title">{title}</SectionTitle>
        <LinkCards cards={pages} action={t('related.more')} />
      </Container>
    </Section>
  );
}
