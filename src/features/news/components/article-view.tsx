import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { SourceList } from '../../../components/ui/source-list.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { paths } from '../../../lib/paths.js';
import { media } from '../../../styles/theme.js';

interface ArticleSectionsProps {
  keySpecs: { label: string; value: string }[];
  belarus: string[];
  faq: { question: string; answer: string }[];
  conclusion: string;
  cars: { slug: string; name: string }[];
  sources: { title: string; publisher: string; url: string; checked: string }[];
}

/** Spec 001 article, after the text: key specifications, the Belarus-market block, FAQ, conclusion, the cars and the sources. */
export function ArticleSections({ keySpecs, belarus, faq, conclusion, cars, sources }: ArticleSectionsProps) {
  const { t } = useTranslation('news');
  const lang = useLang();
  return (
    <>
      <Block aria-labelledby="key-specs">
        <h2 id="key-specs">{t('article.keySpecs')}</h2>
        <Specs>
          {keySpecs.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </Specs>
      </Block>
      <Block aria-labelledby="belarus" $tone="calm">
        <h2 id="belarus">{t('article.belarus')}</h2>
        {belarus.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Block>
      <Block aria-labelledby="faq">
        <h2 id="faq">{t('article.faq')}</h2>
        {faq.map((item) => (
          <Question key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </Question>
        ))}
      </Block>
      <Block aria-labelledby="conclusion">
        <h2 id="conclusion">{t('article.conclusion')}</h2>
        <p>{conclusion}</p>
      </Block>
      {cars.length > 0 && (
        <Block aria-labelledby="article-cars">
          <h2 id="article-cars">{t('article.cars')}</h2>
          <Chips>
            {cars.map((car) => (
              <li key={car.slug}>
                <Link to={paths.car(lang, car.slug)}>{car.name}</Link>
              </li>
            ))}
          </Chips>
        </Block>
      )}
      <Block aria-labelledby="sources">
        <h2 id="sources">{t('article.sources')}</h2>
        <SourceList sources={sources} checkedLabel={(date) => t('article.sourceChecked', { date })} />
      </Block>
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

const Specs = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
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

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
    text-decoration: none;
  }
`;
