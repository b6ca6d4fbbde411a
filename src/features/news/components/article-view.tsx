import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CardGrid } from '../../../components/ui/card-grid.js';
import { Chip, ChipList } from '../../../components/ui/chip-list.js';
import { SourceList } from '../../../components/ui/source-list.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { paths } from '../../../lib/paths.js';
import { Head } from 'vite-react-ssg';
import { serializeJsonLd } from '../../../lib/json-ld.js';
import { faqPageJsonLd } from '../../../lib/structured-data.js';

/** The sections after an article's text; each but the cars is optional, and an empty one is not shown. */
interface ArticleSectionsProps {
  keySpecs: readonly { label: string; value: string }[];
  belarus: readonly string[];
  faq: readonly { question: string; answer: string }[];
  conclusion?: string;
  cars: readonly { slug: string; name: string }[];
  sources: { title: string; publisher: string; url: string; checked: string }[];
}

/**
 * docs/decisions/pages-news.md#article, after the text: key specifications, the Belarus-market block, FAQ, conclusion, the cars
 * and the sources, each only when the article has it: a short news item shows none of them, and no heading without its section.
 */
export function ArticleSections({ keySpecs, belarus, faq, conclusion, cars, sources }: ArticleSectionsProps) {
  const { t } = useTranslation('news');
  const lang = useLang();
  return (
    <>
      {keySpecs.length > 0 && (
        <Block aria-labelledby="key-specs">
          <h2 id="key-specs">{t('article.keySpecs')}</h2>
          <Specs as="dl">
            {keySpecs.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </Specs>
        </Block>
      )}
      {belarus.length > 0 && (
        <Block aria-labelledby="belarus" $tone="calm">
          <h2 id="belarus">{t('article.belarus')}</h2>
          {belarus.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Block>
      )}
      {faq.length > 0 && (
        <Block aria-labelledby="faq">
          <h2 id="faq">{t('article.faq')}</h2>
          {/* The FAQPage data goes with the questions it names (docs/decisions/urls-and-languages.md): none without them. */}
          {import.meta.env.SSR && (
            <Head>
              <script type="application/ld+json">{serializeJsonLd(faqPageJsonLd(faq))}</script>
            </Head>
          )}
          {faq.map((item) => (
            <Question key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </Question>
          ))}
        </Block>
      )}
      {conclusion && (
        <Block aria-labelledby="conclusion">
          <h2 id="conclusion">{t('article.conclusion')}</h2>
          <p>{conclusion}</p>
        </Block>
      )}
      {cars.length > 0 && (
        <Block aria-labelledby="article-cars">
          <h2 id="article-cars">{t('article.cars')}</h2>
          <ChipList>
            {cars.map((car) => (
              <li key={car.slug}>
                <CarChip as={Link} to={paths.car(lang, car.slug)}>
                  {car.name}
                </CarChip>
              </li>
            ))}
          </ChipList>
        </Block>
      )}
      {sources.length > 0 && (
        <Block aria-labelledby="sources">
          <h2 id="sources">{t('article.sources')}</h2>
          <SourceList sources={sources} checkedLabel={(date) => t('article.sourceChecked', { date })} />
        </Block>
      )}
    </>
  );
}

const Block = styled.section<{ $tone?: 'calm' }>`
  margin-top: ${({ theme }) => theme.space.xl};
  ${({ $tone, theme }) => ($tone === 'calm' ? `padding: ${theme.space.lg}; border-radius: ${theme.radius.lg}; background: ${theme.color.calmSurface};` : '')}
  h2 {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const Specs = styled(CardGrid).attrs({ $columns: { sm: 2 }, $gap: 'sm' })`
  > div {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Question = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  summary {
    padding: ${({ theme }) => theme.space.md} 0;
    font-weight: 700;
    cursor: pointer;
  }
  p {
    padding-bottom: ${({ theme }) => theme.space.md};
  }
`;

const CarChip = styled(Chip)`
  color: ${({ theme }) => theme.color.primary};
`;
