import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { CARD_FIGURES, CARD_OPTIONAL_FIGURES, cardFigureText } from '../../lib/card-figures.js';
import type { FigureWords } from '../../lib/figure-text.js';
import type { CarSummary } from '../../lib/car-model.js';
import { formatByn, formatUsd } from '../../lib/format.js';
import { compareCarHref, paths } from '../../lib/paths.js';
import { useEnquiryDialog } from '../hooks/use-enquiry-dialog.js';
import { Button, ButtonLink } from '../ui/button.js';
import { VisuallyHidden } from '../ui/container.js';
import { Badge, stockTone } from '../ui/badge.js';
import { useLang } from '../layout/use-lang.js';
import { media } from '../../styles/theme.js';
import { CarPicture, DrawingNote } from './car-picture.js';
import { SaveToggle } from './save-toggle.js';

/** How wide a card's picture is shown: the grid's columns (car-grid.tsx) at most 1,200 px wide; beside the name on a phone. */
const CARD_PICTURE_SIZES = '(min-width: 1200px) 280px, (min-width: 640px) 45vw, 9rem';

interface CarCardProps {
  car: CarSummary;
  saved: boolean;
  onToggleSave: (id: number) => void;
  /** The first cards of a page load their image at once; the rest when scrolled to. */
  eagerImage?: boolean;
  headingLevel?: 'h2' | 'h3';
  /**
   * In the catalogue, "Compare" adds the car to the compare tray instead of leaving the page:
   * whether it is there, whether the tray is full, and the (stable) toggle. Plain props, so
   * the memo keeps a card from re-rendering when another card changes.
   */
  compared?: boolean;
  compareFull?: boolean;
  onToggleCompare?: (slug: string) => void;
  /** A short text about the car under its name (the brand pages' cards, which style it). */
  description?: ReactNode;
  /** The details button's own words instead of "View details" (the brand pages' "Learn more"), and its accessible name. */
  detailsLabel?: { text: string; name: string };
}

/** docs/decisions/pages-catalogue-and-car.md#card: image, stock and brand badges, name, key figures, prices, details link. */
export const CarCard = memo(function CarCard({
  car,
  saved,
  onToggleSave,
  eagerImage = false,
  headingLevel = 'h3',
  compared = false,
  compareFull = false,
  onToggleCompare,
  description,
  detailsLabel,
}: CarCardProps) {
  const lang = useLang();
  const { t } = useTranslation();
  const href = paths.car(lang, car.slug);
  const enquiry = useEnquiryDialog();
  // Cards are on pages without the car namespace: their figures' units are in common, and they show no drive type.
  const words: FigureWords = {
    units: t('car.units', { returnObjects: true }) as FigureWords['units'],
    driveType: (drive) => drive,
    powertrain: (powertrain) => t(`car.powertrain.${powertrain}`),
  };

  return (
    <Card>
      <ImageLink to={href} tabIndex={-1} aria-hidden="true">
        <CarPicture picture={car.picture} name={car.name} sizes={CARD_PICTURE_SIZES} priority={eagerImage} />
      </ImageLink>
      <Badges>
        <Badge $tone={stockTone(car.inStock)}>{car.inStock ? t('car.inStock') : t('car.preorder')}</Badge>
        <Badge $tone="neutral">{car.manufacturer}</Badge>
      </Badges>
      <Save name={car.name} saved={saved} onToggle={() => onToggleSave(car.id)} />
      <Body>
        <Name as={headingLevel}>
          <Link to={href}>{car.name}</Link>
        </Name>
        {description}
        {(car.specs.seats !== undefined || car.specs.driveType !== undefined) && (
          <Meta>
            {[
              car.specs.seats !== undefined && t('car.seatsCount', { count: car.specs.seats }),
              car.specs.driveType && t(`car.drive.${car.specs.driveType}`),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Meta>
        )}
        <Specs aria-label={t('car.specs', { name: car.name })}>
          {CARD_FIGURES.map((id) => {
            const text = cardFigureText(car, id, lang, words);
            if (!text && CARD_OPTIONAL_FIGURES.has(id)) return null;
            return (
              <div key={id}>
                {/* A hybrid's range here is its electric one (its total is «С бензином»): it says so. */}
                <dt>{t(`car.${id === 'range' && car.specs.type === 'hybrid' ? 'electricRange' : id}`)}</dt>
                <dd>
                  {text ? text.value : t('car.notAvailable')}
                  {text?.cycle && <Cycle> {text.cycle}</Cycle>}
                </dd>
              </div>
            );
          })}
        </Specs>
        <Price>
          <VisuallyHidden>{t('car.price')}: </VisuallyHidden>
          <strong>{formatByn(car.priceBYN, lang)}</strong>
          <span>{formatUsd(car.priceUSD, lang)}</span>
        </Price>
        <Details to={href} aria-label={detailsLabel?.name ?? t('car.viewDetailsOf', { name: car.name })}>
          {detailsLabel?.text ?? t('car.viewDetails')}
        </Details>
        <Ask
          $variant="secondary"
          type="button"
          aria-haspopup="dialog"
          aria-label={t('car.requestInfoAbout', { name: car.name })}
          onClick={() => enquiry.open({ id: car.id, name: car.name, slug: car.slug })}
        >
          {t('car.requestInfo')}
        </Ask>
        {enquiry.note}
        {onToggleCompare ? (
          <CompareToggle
            type="button"
            aria-pressed={compared}
            disabled={compareFull && !compared}
            title={compareFull && !compared ? t('car.compareFull') : undefined}
            aria-label={t('car.compareCar', { name: car.name })}
            onClick={() => onToggleCompare(car.slug)}
          >
            {compared ? t('car.compareChosen') : t('car.compare')}
          </CompareToggle>
        ) : (
          <CompareLink to={compareCarHref(lang, car.slug)} aria-label={t('car.compareCar', { name: car.name })}>
            {t('car.compare')}
          </CompareLink>
        )}
      </Body>
    </Card>
  );
});

/**
 * A column of picture, figures and buttons; on a phone a compact row instead (issue 40: two cars and more
 * per screen), the picture beside the name and price, the figures and the buttons under them. The grid
 * areas below place each part on a phone (`d`: a description the page passes); a flex column ignores them.
 */
const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${media.down('sm')} {
    display: grid;
    grid: 'p b b' 'p n n' 'p m m' 'p x x' 'd d d' 's s s' 'r r c' / 9rem 1fr auto;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
    > div:last-child {
      display: contents;
    }
  }
`;

const Details = styled(ButtonLink)`
  ${media.down('sm')} {
    display: none;
  }
`;

/** Full width in the column; on a phone's compact card, narrower padding leaves its words more room. */
const Ask = styled(Button)`
  grid-area: r;
  padding-inline: ${({ theme }) => theme.space.sm};
`;

const CompareLink = styled(Link)`
  grid-area: c;
  align-self: center;
  padding: ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;

/**
 * A text button whose shape does not change when pressed: a check mark comes before its word
 * («✓ Сравнить»), so the phone card's «Запросить информацию» beside it keeps its line (walk 18).
 */
const CompareToggle = styled.button`
  grid-area: c;
  align-self: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: default;
  }
`;

const ImageLink = styled(Link)`
  grid-area: p;
  display: block;
  ${media.down('sm')} {
    align-self: start;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radius.md};
    ${DrawingNote} {
      top: ${({ theme }) => theme.space.xs};
      bottom: auto;
      left: ${({ theme }) => theme.space.xs};
    }
  }
`;

/** On the picture; on a phone's compact card, above the name. */
const Badges = styled.div`
  grid-area: b;
  ${media.up('sm')} {
    position: absolute;
    top: ${({ theme }) => theme.space.sm};
    left: ${({ theme }) => theme.space.sm};
  }
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  /* Clear of the save button, which a narrow card (the home page's row on a phone) would put over them. */
  padding-right: 2.75rem;
`;

const Save = styled(SaveToggle)`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

const Name = styled.h3`
  grid-area: n;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
`;

/** Seats and drive, the first things a family checks. */
const Meta = styled.p`
  grid-area: m;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Cycle = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Specs = styled.dl`
  grid-area: s;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Price = styled.p`
  grid-area: x;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: auto 0 0;
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ${media.up('sm')} strong {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  span:last-child {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
