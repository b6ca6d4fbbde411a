import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { CarSummary } from '../../lib/car-summary.js';
import { formatByn, formatDecimal, formatNumber, formatUsd } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { useEnquiryDialog } from '../hooks/use-enquiry-dialog.js';
import { Button } from '../ui/button.js';
import { VisuallyHidden } from '../ui/container.js';
import { HeartIcon } from '../ui/icons-extra.js';
import { useLang } from '../layout/use-lang.js';

interface CarCardProps {
  car: CarSummary;
  saved: boolean;
  onToggleSave: (id: number) => void;
  /** The first cards of a page load their image at once; the rest when scrolled to. */
  eagerImage?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** Spec 000 catalogue card: image, stock and brand badges, name, key figures, prices, details link. */
export const CarCard = memo(function CarCard({ car, saved, onToggleSave, eagerImage = false, headingLevel = 'h3' }: CarCardProps) {
  const lang = useLang();
  const { t } = useTranslation();
  const href = paths.car(lang, car.slug);
  const enquiry = useEnquiryDialog();
  const na = t('car.notAvailable');
  const figure = (value: number | null, unit: string, decimals = false) =>
    value === null ? na : `${decimals ? formatDecimal(value, lang) : formatNumber(value, lang)}\u00a0${unit}`;

  return (
    <Card>
      <ImageLink to={href} tabIndex={-1} aria-hidden="true">
        <img
          src={car.image}
          alt={t('car.imageAlt', { name: car.name })}
          width={1200}
          height={800}
          loading={eagerImage ? 'eager' : 'lazy'}
          decoding="async"
          // React 18 knows no fetchPriority prop; the lowercase attribute reaches the DOM as is.
          {...(eagerImage ? ({ fetchpriority: 'high' } as Record<string, string>) : {})}
        />
      </ImageLink>
      <Badges>
        <Badge $tone={car.inStock ? 'success' : 'danger'}>{car.inStock ? t('car.inStock') : t('car.preorder')}</Badge>
        <Badge $tone="neutral">{car.manufacturer}</Badge>
      </Badges>
      <SaveButton
        type="button"
        aria-pressed={saved}
        aria-label={saved ? t('car.unsave', { name: car.name }) : t('car.save', { name: car.name })}
        title={saved ? t('car.unsave', { name: car.name }) : t('car.save', { name: car.name })}
        onClick={() => onToggleSave(car.id)}
        $saved={saved}
      >
        <HeartIcon filled={saved} />
      </SaveButton>
      <Body>
        <Name as={headingLevel}>
          <Link to={href}>{car.name}</Link>
        </Name>
        <Specs aria-label={t('car.specs', { name: car.name })}>
          <div>
            <dt>{t('car.range')}</dt>
            <dd>{figure(car.range, t('car.units.km'))}</dd>
          </div>
          <div>
            <dt>{t('car.battery')}</dt>
            <dd>{figure(car.battery, t('car.units.kwh'), true)}</dd>
          </div>
          <div>
            <dt>{t('car.power')}</dt>
            <dd>{figure(car.power, t('car.units.hp'))}</dd>
          </div>
          {car.acceleration !== null && (
            <div>
              <dt>{t('car.acceleration')}</dt>
              <dd>{figure(car.acceleration, t('car.units.seconds'), true)}</dd>
            </div>
          )}
        </Specs>
        <Price>
          <VisuallyHidden>{t('car.price')}: </VisuallyHidden>
          <strong>{formatByn(car.priceUSD, lang)}</strong>
          <span>{formatUsd(car.priceUSD, lang)}</span>
        </Price>
        <Details to={href} aria-label={t('car.viewDetailsOf', { name: car.name })}>
          {t('car.viewDetails')}
        </Details>
        <Button
          $variant="secondary"
          type="button"
          aria-haspopup="dialog"
          aria-label={t('car.requestInfoAbout', { name: car.name })}
          onClick={() => enquiry.open({ id: car.id, name: car.name, slug: car.slug })}
        >
          {t('car.requestInfo')}
        </Button>
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

const ImageLink = styled(Link)`
  display: block;
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.color.surface};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Badges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Badge = styled.span<{ $tone: 'success' | 'danger' | 'neutral' }>`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  color: #ffffff;
  background: ${({ $tone, theme }) =>
    $tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : theme.color.heroFrom};
`;

const SaveButton = styled.button<{ $saved: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(255, 255, 255, 0.92);
  color: ${({ $saved, theme }) => ($saved ? theme.color.danger : theme.color.text)};
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadow.card};
  &:hover {
    color: ${({ theme }) => theme.color.danger};
  }
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

const Details = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;
