import { memo } from 'react';
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
import { CarPicture } from './car-picture.js';
import { SaveToggle } from './save-toggle.js';

/** How wide a card's picture is shown: the grid's columns (car-grid.tsx) at most 1,200 px wide. */
const CARD_PICTURE_SIZES = '(min-width: 1200px) 280px, (min-width: 640px) 45vw, 100vw';

interface CarCardProps {
  car: CarSummary;
  saved: boolean;
  onToggleSave: (id: number) => void;
  /** The first cards of a page load their image at once; the rest when scrolled to. */
  eagerImage?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** docs/decisions/pages-catalogue-and-car.md#card: image, stock and brand badges, name, key figures, prices, details link. */
export const CarCard = memo(function CarCard({ car, saved, onToggleSave, eagerImage = false, headingLevel = 'h3' }: CarCardProps) {
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
        <Specs aria-label={t('car.specs', { name: car.name })}>
          {CARD_FIGURES.map((id) => {
            const text = cardFigureText(car, id, lang, words);
            if (!text && CARD_OPTIONAL_FIGURES.has(id)) return null;
            return (
              <div key={id}>
                <dt>{t(`car.${id}`)}</dt>
                <dd>{text ? text.value : t('car.notAvailable')}</dd>
              </div>
            );
          })}
        </Specs>
        <Price>
          <VisuallyHidden>{t('car.price')}: </VisuallyHidden>
          <strong>{formatByn(car.priceBYN, lang)}</strong>
          <span>{formatUsd(car.priceUSD, lang)}</span>
        </Price>
        <ButtonLink to={href} aria-label={t('car.viewDetailsOf', { name: car.name })}>
          {t('car.viewDetails')}
        </ButtonLink>
        <Button
          $variant="secondary"
          type="button"
          aria-haspopup="dialog"
          aria-label={t('car.requestInfoAbout', { name: car.name })}
          onClick={() => enquiry.open({ id: car.id, name: car.name, slug: car.slug })}
        >
          {t('car.requestInfo')}
        </Button>
        {enquiry.note}
        <CompareLink to={compareCarHref(lang, car.slug)} aria-label={t('car.compareCar', { name: car.name })}>
          {t('car.compare')}
        </CompareLink>
      </Body>
    </Card>
  );
});

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const CompareLink = styled(Link)`
  align-self: center;
  padding: ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;

const ImageLink = styled(Link)`
  display: block;
`;

const Badges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
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

const Specs = styled.dl`
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
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin: auto 0 0;
  strong {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  span:last-child {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
