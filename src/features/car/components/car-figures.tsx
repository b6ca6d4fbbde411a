import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useFigureWords } from '../../../components/hooks/use-figure-words.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { VisuallyHidden } from '../../../components/ui/container.js';
import { figureLabel, figureText, figureValue, type FigureCar, type ListedFigure } from '../../../lib/car-figures.js';

interface CarFiguresProps {
  car: FigureCar;
  /** Figures with a name in a list (lib/car-figures.ts keyFigures, detailFigures). */
  figures: readonly ListedFigure[];
  /** Names the list for screen readers. */
  label: string;
  layout: 'grid' | 'table';
  /** This list carries the page's one footnote on unconfirmed figures, if it has one (the first list on the page that does). */
  footnote: boolean;
}

/** Whether any of these figures has no source. */
export function lacksAnyFigure(car: FigureCar, figures: readonly ListedFigure[]): boolean {
  return figures.some((id) => figureValue(car, id) === null);
}

/**
 * A list of a car's figures. A figure without a source is a quiet dash with a footnote mark
 * (read out as "not confirmed"); the one footnote on the page says what the mark means.
 */
export function CarFigures({ car, figures, label, layout, footnote }: CarFiguresProps) {
  const lang = useLang();
  const { t } = useTranslation('car');
  const words = useFigureWords();
  return (
    <>
      <List aria-label={label} $layout={layout}>
        {figures.map((id) => {
          const text = figureText(car, id, lang, words);
          return (
            <div key={id}>
              <dt>{t(`figures.${figureLabel(id, car.specs.type)}`)}</dt>
              {text ? (
                <dd>
                  {text.value}
                  {text.cycle && <Cycle> {t('cycle', { cycle: text.cycle })}</Cycle>}
                </dd>
              ) : (
                <dd>
                  <Missing aria-hidden="true">—*</Missing>
                  <VisuallyHidden>{t('notConfirmed')}</VisuallyHidden>
                </dd>
              )}
            </div>
          );
        })}
      </List>
      {footnote && lacksAnyFigure(car, figures) && <Footnote>{t('notConfirmedNote')}</Footnote>}
    </>
  );
}

const List = styled.dl<{ $layout: 'grid' | 'table' }>`
  margin: 0;
  display: grid;
  gap: ${({ $layout, theme }) => ($layout === 'grid' ? `0 ${theme.space.lg}` : '0')};
  grid-template-columns: ${({ $layout }) => ($layout === 'grid' ? 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))' : '1fr')};
  > div {
    ${({ $layout, theme }) =>
      $layout === 'grid'
        ? `padding: ${theme.space.sm} 0 ${theme.space.md}; border-top: 1px solid ${theme.color.border};`
        : `display: flex; justify-content: space-between; gap: ${theme.space.md}; padding: ${theme.space.sm} 0; border-bottom: 1px solid ${theme.color.border};`}
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  @media print {
    gap: 0 ${({ theme }) => theme.space.md};
    > div {
      padding: ${({ theme }) => theme.space.xs} 0;
    }
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: ${({ $layout }) => ($layout === 'grid' ? 'left' : 'right')};
    font-size: ${({ $layout, theme }) => ($layout === 'grid' ? theme.fontSize.lg : theme.fontSize.md)};
  }
`;

const Cycle = styled.span`
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Missing = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Footnote = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
