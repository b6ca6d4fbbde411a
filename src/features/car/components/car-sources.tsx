import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { CarFigure, Powertrain } from '../../../../content/schema.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { sourceFigureLabel } from '../../../lib/car-figures.js';
import type { CarDetail } from '../../../lib/car-model.js';
import { formatIsoDate } from '../../../lib/dates.js';

/** A figure's name inside a sentence: its first letter lower-cased, abbreviations («DC») kept. */
/** A figure's name inside a list: lower case first, unless it starts with an abbreviation ("DC fast charging", not "dC"). */
const lowerFirst = (name: string) => (/^\p{Lu}{2}/u.test(name) ? name : name.charAt(0).toLocaleLowerCase() + name.slice(1));

/** docs/decisions/content-sourcing.md#31: where each figure comes from, for which market, and when it was checked. */
export function CarSources({ sources, powertrain }: { sources: CarDetail['sources']; powertrain: Powertrain }) {
  const lang = useLang();
  const { t } = useTranslation('car');
  // Named as the page lists them: the two clearances are one line there.
  const figureNames = (figures: readonly CarFigure[]) =>
    [...new Set(figures.map((figure) => sourceFigureLabel(figure, powertrain)))].map((name) => lowerFirst(t(`figures.${name}`))).join(', ');
  return (
    <List>
      {sources.map((source) => (
        <li key={source.url}>
          <a href={source.url} target="_blank" rel="noopener noreferrer">
            {source.title}
          </a>
          <Meta>
            {source.publisher} · {t(`sources.market.${source.market}`)} ·{' '}
            {t('sources.checked', { date: formatIsoDate(source.checked, lang) })}
          </Meta>
          {source.figures.length > 0 && <Meta>{t('sources.covers', { figures: figureNames(source.figures) })}</Meta>}
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  a {
    overflow-wrap: anywhere;
    font-weight: 600;
  }
`;

const Meta = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
