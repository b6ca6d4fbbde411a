import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageData } from '../app/page-table.js';
import { useLang } from '../components/layout/use-lang.js';
import { Container } from '../components/ui/container.js';
import { PageHero } from '../components/ui/page-hero.js';
import { Section, SectionTitle } from '../components/ui/section.js';
import { paths } from '../lib/paths.js';
import { media } from '../styles/theme.js';

/** DECISIONS 13: the guides index the spec links to, listing every guide. */
export default function GuidesPage({ data }: { data: PageData<'guides'> }) {
  const lang = useLang();
  const { t } = useTranslation('guides');
  const { t: tc } = useTranslation();
  return (
    <>
      <PageHero
        crumbs={[
          { label: tc('breadcrumbs.home'), href: paths.home(lang) },
          { label: tc('footer.informationHub'), href: paths.information(lang) },
          { label: t('index.title') },
        ]}
        title={t('index.title')}
        text={t('index.text')}
      />
      <Section aria-labelledby="guides-list-title">
        <Container>
          <SectionTitle id="guides-list-title">{t('index.listTitle')}</SectionTitle>
          <List>
            {data.guides.map((guide) => (
              <li key={guide.slug}>
                <h3>
                  <Link to={paths.guide(lang, guide.slug)}>{guide.title}</Link>
                </h3>
                <p>{guide.description}</p>
                <span aria-hidden="true">{t('index.read')} →</span>
              </li>
            ))}
          </List>
        </Container>
      </Section>
    </>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  /* The whole card is the link's target. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  span {
    margin-top: auto;
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;
