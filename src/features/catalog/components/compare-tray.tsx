import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { createGlobalStyle, styled } from 'styled-components';
import { useDismiss } from '../../../components/hooks/use-dismiss.js';
import { BACK_TO_TOP_ID } from '../../../components/layout/back-to-top-place.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { Button, ButtonLink } from '../../../components/ui/button.js';
import { chip, ChipList } from '../../../components/ui/chip-list.js';
import { Container } from '../../../components/ui/container.js';
import { ChevronIcon } from '../../../components/ui/icons-extra.js';
import type { CarSummary } from '../../../lib/car-model.js';
import { MAX_COMPARISON } from '../../../lib/comparison-limits.js';
import { CARS_PARAM, comparedSlugsParam } from '../../../lib/comparison-selection.js';
import { paths } from '../../../lib/paths.js';
import { media } from '../../../styles/theme.js';

interface CompareTrayProps {
  /** The chosen cars, in the order chosen. */
  cars: readonly CarSummary[];
  onRemove: (slug: string) => void;
  onClear: () => void;
}

/**
 * The cars chosen for comparison in the catalogue, at the bottom of the screen: each can
 * be taken out, and "Compare (n)" opens the comparison with them. Loaded when a first car
 * is chosen; the page keeps room below its content (catalog-view.tsx TrayRoom) so the tray
 * covers nothing.
 *
 * One line at every width (about 61 px): on a phone "Comparison 3 of 4" is a disclosure
 * button that opens the chosen cars above the line (Escape or a press outside closes it);
 * from the tablet width up the cars are in the line, in a row that scrolls sideways.
 */
export function CompareTray({ cars, onRemove, onClear }: CompareTrayProps) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const trayRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);
  useDismiss(open, close, [trayRef]);

  const href = `${paths.comparison(lang)}?${CARS_PARAM}=${comparedSlugsParam(cars.map((car) => car.slug))}`;
  const count = t('tray.count', { count: cars.length, max: MAX_COMPARISON });

  // Focus stays in the tray when a car is taken out: on the next car's button, else the toggle.
  const remove = (slug: string, index: number) => {
    onRemove(slug);
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [];
      const next = buttons[Math.min(index, buttons.length - 1)];
      if (next && next.offsetParent) next.focus();
      else toggleRef.current?.focus();
    });
  };

  return (
    <>
      <TrayRoom />
      <Tray ref={trayRef} aria-label={t('tray.title')}>
        <RaiseBackToTop />
        <Inner>
          <Heading>
            <Toggle ref={toggleRef} type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
              <span>
                {t('tray.title')} <Count>{count}</Count>
              </span>
              <ChevronIcon size={14} style={open ? undefined : { transform: 'rotate(180deg)' }} />
            </Toggle>
            <Title>
              {t('tray.title')} <Count>{count}</Count>
            </Title>
          </Heading>
          <Chosen ref={listRef} id={listId} $open={open}>
            <Row $gap="xs">
              {cars.map((car, index) => (
                <li key={car.slug}>
                  <CarChip>
                    <Link to={paths.car(lang, car.slug)}>{car.name}</Link>
                    <button
                      type="button"
                      data-remove=""
                      aria-label={t('tray.remove', { name: car.name })}
                      onClick={() => remove(car.slug, index)}
                    >
                      ×
                    </button>
                  </CarChip>
                </li>
              ))}
            </Row>
            <Button type="button" $variant="ghost" onClick={onClear}>
              {t('tray.clear')}
            </Button>
          </Chosen>
          <Action>
            {cars.length > 1 ? (
              <ButtonLink to={href}>{t('tray.compare', { count: cars.length })}</ButtonLink>
            ) : (
              <Hint>{t('tray.addMore')}</Hint>
            )}
          </Action>
        </Inner>
      </Tray>
    </>
  );
}

/** Room below the list for the tray's one line (about 61 px), so it covers no card, nor the footer's last line. */
const TrayRoom = styled.div`
  height: 5rem;
`;

const Tray = styled.section`
  position: fixed;
  inset: auto 0 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.header};
  padding-bottom: env(safe-area-inset-bottom);
`;

/** While the tray is up, the shell's back-to-top button stands above it rather than under it. */
const RaiseBackToTop = createGlobalStyle`
  #${BACK_TO_TOP_ID} {
    transform: translateY(calc(-1 * (${({ theme }) => theme.layout.bottomBarHeight} + env(safe-area-inset-bottom))));
  }
`;

/** A phone: the chosen cars (when open) above one line of the toggle and "Compare". Wider: all in the line. */
const Inner = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'chosen chosen'
    'heading action';
  align-items: center;
  align-content: end;
  column-gap: ${({ theme }) => theme.space.sm};
  /* One line as tall as the car page's action bar: the back-to-top button rises by as much. */
  min-height: ${({ theme }) => theme.layout.bottomBarHeight};
  padding-block: ${({ theme }) => theme.space.sm};
  ${media.up('md')} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: 'heading chosen action';
    column-gap: ${({ theme }) => theme.space.md};
  }
`;

const Heading = styled.h2`
  grid-area: heading;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Count = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  margin-left: calc(-1 * ${({ theme }) => theme.space.sm});
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
  svg {
    flex: none;
  }
  ${media.up('md')} {
    display: none;
  }
`;

const Title = styled.span`
  display: none;
  ${media.up('md')} {
    display: inline;
    white-space: nowrap;
  }
`;

const Chosen = styled.div<{ $open: boolean }>`
  grid-area: chosen;
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  max-height: 50vh;
  overflow-y: auto;
  padding-bottom: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${media.up('md')} {
    display: flex;
    flex-direction: row;
    align-items: center;
    max-height: none;
    overflow: visible;
    padding: 0;
    margin: 0;
    border: 0;
  }
`;

/** From the tablet width up, one row that scrolls sideways when the names do not fit. */
const Row = styled(ChipList)`
  ${media.up('md')} {
    flex: 0 1 auto;
    min-width: 0;
    flex-wrap: nowrap;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: thin;
    > li {
      flex: none;
    }
  }
`;

const CarChip = styled.span`
  ${chip}
  gap: ${({ theme }) => theme.space.xs};
  padding-right: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: nowrap;
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

const Action = styled.div`
  grid-area: action;
  justify-self: end;
  ${media.down('sm')} {
    a {
      padding-inline: ${({ theme }) => theme.space.md};
    }
  }
`;

const Hint = styled.p`
  max-width: 12rem;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: right;
`;
