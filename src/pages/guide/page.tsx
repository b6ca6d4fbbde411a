import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageProps } from '../../app/define-page.js';
import type page from './data.js';
import { useLang } from '../../components/layout/use-lang.js';
import { ButtonLink } from '../../components/ui/button.js';
import { Container } from '../../components/ui/container.js';
import { PageHero } from '../../components/ui/page-hero.js';
import { SourceList } from '../../components/ui/source-list.js';
import { GuideSections } from '../../features/guides/components/guide-sections.js';
import { formatIsoDate } from '../../lib/dates.js';
import { paths } from '../../lib/paths.js';
import { media } from '../../styles/theme.js';

/** An owner's guide (spec 001 Charging-locations guide; DECISIONS 13): summary, contents, sections, sources, other guides. */
export default function GuidePage({ data }: PageProps<typeof page>) {
  const lang = useLang();
  const { t } = useTranslation('guides');
  const { t: tc } = useTranslation();
  return (
    <>
      <PageHero
        crumbs={[
          { label: tc('breadcrumbs.home'), href: paths.home(lang) },
          { label: tc('footer.informationHub'), href: paths.information(lang) },
          { label: t('index.title'), href: paths.guides(lang) },
          { label: data.title },
        ]}
        title={data.title}
        text={data.summary}
      >
        <Updated>{t('guide.updated', { date: formatIsoDate(data.updated, lang) })}</Updated>
      </PageHero>
      <Body>
        <Contents aria-label={t('guide.contents')}>
          <h2>{t('guide.contents')}</h2>
          <ol>
            {data.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </Contents>
        <div>
          <GuideSections sections={data.sections} />
          <Sources aria-labelledby="guide-sources-title">
            <h2 id="guide-sources-title">{t('guide.sources')}</h2>
            <SourceList sources={data.sources} checkedLabel={(date) => t('guide.checked', { date })} />
          </Sources>
          <Cta aria-labelledby="guide-cta-title">
            <h2 id="guide-cta-title">{t('guide.cta.title')}</h2>
            <p>{t('guide.cta.text')}</p>
            <div>
              <ButtonLink to={paths.contact(lang)}>{t('guide.cta.contact')}</ButtonLink>
              <ButtonLink to={paths.guides(lang)} $variant="secondary">
                {t('guide.cta.all')}
              </ButtonLink>
            </div>
          </Cta>
          <Others aria-labelledby="guide-others-title">
            <h2 id="guide-others-title">{t('guide.others')}</h2>
            <ul>
              {data.others.map((guide) => (
                <li key={guide.slug}>
                  <Link to={paths.guide(lang, guide.slug)}>{guide.title}</Link>
                  <p>{guide.description}</p>
                </li>
              ))}
            </ul>
          </Others>
        </div>
      </Body>
    </>
  );
}

const Updated = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.onHeroMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Body = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.section};
  ${media.up('nav')} {
    grid-template-columns: 240px 1fr;
    align-items: start;
  }
`;

const Contents = styled.nav`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  ${media.up('nav')} {
    position: sticky;
    top: 88px;
    margin-top: ${({ theme }) => theme.space.xxl};
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  ol {
    margin: 0;
    padding-left: 1.2em;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const Sources = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Cta = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.calmSurface};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Others = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.up('md')} {
      grid-template-columns: repeat(2, 1fr);
    }
  }
  a {
    font-weight: 700;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
