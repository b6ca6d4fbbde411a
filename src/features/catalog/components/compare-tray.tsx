import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { Button, ButtonLink } from '../../../components/ui/button.js';
import { chip, ChipList } from '../../../components/ui/chip-list.js';
import { Container } from '../../../components/ui/container.js';
import type { CarSummary } from '../../../lib/car-model.js';
import { MAX_COMPARISON } from '../../../lib/comparison-limits.js';
import { CARS_PARAM, comparedSlugsParam } from '../../../lib/comparison-selection.js';
import { paths } from '../../../lib/paths.js';

interface CompareTrayProps {
  /** The chosen cars, in the order chosen. */
  cars: readonly CarSummary[];
  onRemove: (slug: string) => void;
  onClear: () => void;
}

/**
 * The cars chosen for comparison in the catalogue, at the bottom of the screen: each can
 * be taken out, and "Compare (n)" opens the comparison with them. Loaded when a first car
 * is chosen; the page keeps room below its content so the tray covers nothing.
 */
export function CompareTray({ cars, onRemove, onClear }: CompareTrayProps) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  const href = `${paths.comparison(lang)}?${CARS_PARAM}=${comparedSlugsParam(cars.map((car) => car.slug))}`;
  return (
    <Tray aria-label={t('tray.title')}>
      <Inner>
        <Heading>
          {t('tray.title')} <span>{t('tray.count', { count: cars.length, max: MAX_COMPARISON })}</span>
        </Heading>
        <ChipList $gap="xs">
          {cars.map((car) => (
            <li key={car.slug}>
              <Chosen>
                <Link to={paths.car(lang, car.slug)}>{car.name}</Link>
                <button type="button" aria-label={t('tray.remove', { name: car.name })} onClick={() => onRemove(car.slug)}>
                  ×
                </button>
              </Chosen>
            </li>
          ))}
        </ChipList>
        <Actions>
          <Button type="button" $variant="ghost" onClick={onClear}>
            {t('tray.clear')}
          </Button>
          {cars.length > 1 ? (
            <ButtonLink to={href}>{t('tray.compare', { count: cars.length })}</ButtonLink>
          ) : (
            <Hint>{t('tray.addMore')}</Hint>
          )}
        </Actions>
      </Inner>
    </Tray>
  );
}

const Tray = styled.section`
  position: fixed;
  inset: auto 0 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.header};
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  span {
    font-weight: 400;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Chosen = styled.span`
  ${chip}
  gap: ${({ theme }) => theme.space.xs};
  padding-right: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  a {
    color: ${({ theme }) => theme.color.text};
  }
  button {
    min-width: 44px;
    min-height: 44px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.lg};
    cursor: pointer;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
