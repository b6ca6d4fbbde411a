import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { SaveToggle } from '../../../components/car/save-toggle.js';
import { useEnquiryDialog } from '../../../components/hooks/use-enquiry-dialog.js';
import { useMinskToday } from '../../../components/hooks/use-minsk-today.js';
import { lazyWhenIdle } from '../../../components/hooks/lazy-when-idle.js';
import { useSavedCars } from '../../../components/hooks/use-saved-cars.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { Badge, stockTone } from '../../../components/ui/badge.js';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.js';
import { Button, ButtonAnchor, ButtonLink } from '../../../components/ui/button.js';
import { ArrowLeftIcon, PhoneIcon } from '../../../components/ui/icons.js';
import { keyFigures } from '../../../lib/car-figures.js';
import { entryOn, messageText, type PriceOffers } from '../../../lib/car-headline-text.js';
import type { CarDetail } from '../../../lib/car-model.js';
import { telHref } from '../../../lib/contact-links.js';
import { formatByn, formatDecimal, formatUsd } from '../../../lib/format.js';
import { compareCarHref, paths } from '../../../lib/paths.js';
import { media } from '../../../styles/theme.js';
import { CarFigures } from './car-figures.js';
import { CarGallery } from './car-gallery.js';
import { CAR_ACTIONS_ID, Muted } from './car-page-parts.js';

// Below the summary on a phone, under the gallery from 1024 px: pre-rendered, its code loaded once the page is idle.
const CarVideo = lazyWhenIdle(() => import('./car-video.js').then((m) => ({ default: m.CarVideo })));

interface CarHeadingProps {
  car: CarDetail;
  /** The enquiry feature's chat links, which the page passes in. */
  messengers: ReactNode;
  /** The line under the price from each day on (lib/car-headline-text.ts priceOfferMessages). */
  priceOffers: PriceOffers;
  /** The build's day (YYYY-MM-DD), which the pre-rendered page's offers are live on. */
  buildDay: string;
}

/**
 * The car page's heading part, in the pre-rendered HTML: the way back, the gallery, the
 * name, the price (and the final one while a discount is live), the key specs and the ways to act.
 */
export function CarHeading({ car, messengers, priceOffers, buildDay }: CarHeadingProps) {
  const lang = useLang();
  const { t } = useTranslation('car');
  const { t: tc } = useTranslation();
  const { company } = useShell();
  const enquiry = useEnquiryDialog();
  const { saved, toggle } = useSavedCars();
  const navigate = useNavigate();
  const enquiryCar = { id: car.id, name: car.name, slug: car.slug };

  // The same element on every render (lazyWhenIdle), though saving the car re-renders the heading.
  // A car with no chosen video has no video block (issue 24): no area, no heading, no note.
  const video = useMemo(
    () =>
      car.video ? (
        <Suspense fallback={null}>
          <CarVideo link={car.video} name={car.name} poster={car.pictures[1] ?? car.pictures[0]!} />
        </Suspense>
      ) : null,
    [car],
  );

  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(paths.catalog(lang));
  };

  return (
    <>
      <TopBar data-print="hide">
        <BackButton type="button" $variant="ghost" onClick={goBack}>
          <ArrowLeftIcon size={18} />
          {t('back')}
        </BackButton>
        <Breadcrumbs
          items={[
            { label: tc('breadcrumbs.home'), href: paths.home(lang) },
            { label: tc('nav.catalog'), href: paths.catalog(lang) },
            { label: car.name },
          ]}
        />
      </TopBar>
      {/* On a phone the gallery, then name, price and both actions fill the first screen; from 1024 px the summary is the right column. */}
      <Top data-print="beside">
        <GalleryArea>
          <CarGallery name={car.name} pictures={car.pictures} />
        </GalleryArea>
        <Summary>
          <Badges>
            <Badge $tone="neutral">{car.manufacturer}</Badge>
            <Badge $tone={stockTone(car.inStock)}>{car.inStock ? tc('car.inStock') : tc('car.preorder')}</Badge>
          </Badges>
          <TitleRow>
            <h1>{car.name}</h1>
            <SaveToggle name={car.name} saved={saved.has(car.id)} onToggle={() => toggle(car.id)} />
          </TitleRow>
          <Price>
            <span>{tc('car.price')}</span>
            <strong>{formatByn(car.priceBYN, lang)}</strong>
            <span>{formatUsd(car.priceUSD, lang)}</span>
          </Price>
          <PriceOffer offers={priceOffers} buildDay={buildDay} />
          <Actions id={CAR_ACTIONS_ID} data-print="hide">
            <Button type="button" aria-haspopup="dialog" onClick={() => enquiry.open(enquiryCar)}>
              {tc('car.requestInfo')}
            </Button>
            <ButtonAnchor href={telHref(company.phone)} $variant="secondary">
              <PhoneIcon size={18} />
              {t('call')}
            </ButtonAnchor>
          </Actions>
          {enquiry.note}
          <Muted>
            {t('summary', {
              year: car.year,
              body: tc(`car.bodyType.${car.bodyType}`),
              powertrain: tc(`car.powertrain.${car.specs.type}`),
            })}
            {' · '}
            {t('colour', { colour: car.color.name })}
            {' · '}
            {t('priceNote', { rate: formatDecimal(company.usdToByn, lang, 4) })}
          </Muted>
          {car.nameNote && <Note>{car.nameNote}</Note>}
          <KeySpecs aria-labelledby="key-specs">
            <h2 id="key-specs">{t('keySpecs')}</h2>
            <CarFigures car={car} figures={keyFigures(car.specs)} label={t('keySpecs')} layout="grid" footnote />
          </KeySpecs>
          <More data-print="hide">
            <ButtonLink to={compareCarHref(lang, car.slug)} $variant="secondary">
              {tc('car.compare')}
            </ButtonLink>
            {messengers}
          </More>
        </Summary>
        {video && <VideoArea data-print="hide">{video}</VideoArea>}
      </Top>
    </>
  );
}

/** Its own component, so that the switch to the visitor's day after hydration re-renders this line only. */
function PriceOffer({ offers, buildDay }: { offers: PriceOffers; buildDay: string }) {
  const { t } = useTranslation('car');
  const message = entryOn(offers, useMinskToday(buildDay)).message;
  return message ? <Offer>{messageText(t as unknown as (key: string, values?: object) => string, message)}</Offer> : null;
}

// On a phone the trail stops at the catalogue (the name is the heading right below), so it stays one line beside Back.
const TopBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  nav {
    min-width: 0;
  }
  ${media.down('sm')} {
    nav li:last-child {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
  }
`;

const BackButton = styled(Button)`
  flex: none;
  margin-left: -${({ theme }) => theme.space.sm};
  ${media.down('sm')} {
    padding-left: ${({ theme }) => theme.space.sm};
    padding-right: ${({ theme }) => theme.space.sm};
  }
`;

// From 1024 px the summary may be the taller: the space it leaves goes under the video, not between the pictures.
const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'gallery summary' 'video summary';
    column-gap: ${({ theme }) => theme.space.xl};
    row-gap: ${({ theme }) => theme.space.md};
    align-items: start;
  }
`;

const GalleryArea = styled.div`
  min-width: 0;
  ${media.up('lg')} {
    grid-area: gallery;
  }
`;

const VideoArea = styled.div`
  min-width: 0;
  &:empty {
    display: none;
  }
  ${media.up('lg')} {
    grid-area: video;
  }
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  ${media.up('lg')} {
    grid-area: summary;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xxl};
    line-height: 1.2;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

// The final price while a discount is live: in the success colour (5.5:1 on white), under the headline price.
const Offer = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space.sm};
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSize.xxl};
    line-height: 1.2;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const KeySpecs = styled.section`
  margin-top: ${({ theme }) => theme.space.sm};
  /* Doubled class: smaller than the page's other h2s, whatever the rule order. */
  && h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

/**
 * Enquiry and call side by side; on a phone without the call's icon, so that both fit one line at 390 px (below
 * about 370 px the enquiry's words take two lines rather than push the call away).
 */
const Actions = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xs} 0;
  ${media.down('sm')} {
    > * {
      padding-left: ${({ theme }) => theme.space.md};
      padding-right: ${({ theme }) => theme.space.md};
    }
    svg {
      display: none;
    }
  }
  ${media.up('sm')} {
    display: flex;
    flex-wrap: wrap;
  }
`;

const More = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
`;
