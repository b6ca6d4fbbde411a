import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageData } from '../app/page-table.js';
import { SaveToggle } from '../components/car/save-toggle.js';
import { PrintContacts } from '../components/layout/print-contacts.js';
import { lazyWhenIdle } from '../components/hooks/lazy-when-idle.js';
import { useEnquiryDialog } from '../components/hooks/use-enquiry-dialog.js';
import { useSavedCars } from '../components/hooks/use-saved-cars.js';
import { useLang } from '../components/layout/use-lang.js';
import { useShell } from '../components/layout/use-shell.js';
import { Badge, stockTone } from '../components/ui/badge.js';
import { Breadcrumbs } from '../components/ui/breadcrumbs.js';
import { Button, ButtonAnchor, ButtonLink } from '../components/ui/button.js';
import { Container } from '../components/ui/container.js';
import { ArrowLeftIcon, PhoneIcon } from '../components/ui/icons.js';
import { CarFigures } from '../features/car/components/car-figures.js';
import { CarGallery } from '../features/car/components/car-gallery.js';
import { CarVideo } from '../features/car/components/car-video.js';
import { OnDemandSection } from '../features/car/components/on-demand-section.js';
import { MessengerLinks } from '../features/enquiry/components/messenger-links.js';
import { KEY_FIGURES } from '../lib/car-figures.js';
import { MAX_COMPARED, SIMILAR_RANGE_KM } from '../lib/comparison-limits.js';
import { telHref } from '../lib/contact-links.js';
import { formatByn, formatUsd } from '../lib/format.js';
import { compareCarHref, paths } from '../lib/paths.js';
import { media } from '../styles/theme.js';
import { Muted } from '../features/car/components/car-page-parts.js';

// The detailed specs and the suggestions are pre-rendered, their code loaded once the page is idle.
const CarDetails = lazyWhenIdle(() => import('../features/car/components/car-details.js'));
const CarSuggestions = lazyWhenIdle(() => import('../features/car/components/car-suggestions.js'));
// Below the heading, each section is its own chunk, fetched as the visitor scrolls near it.
const Comparison = lazy(() => import('../features/car/components/sections/comparison.js'));
const RangeChart = lazy(() => import('../features/car/components/sections/range-chart.js'));
const Charging = lazy(() => import('../features/car/components/sections/charging.js'));
const Leasing = lazy(() => import('../features/car/components/sections/leasing.js'));
const TradeIn = lazy(() => import('../features/car/components/sections/trade-in.js'));
const Offers = lazy(() => import('../features/car/components/sections/offers.js'));
const Ownership = lazy(() => import('../features/car/components/sections/ownership.js'));
const FuelSavings = lazy(() => import('../features/car/components/sections/fuel-savings.js'));

/**
 * A car's page (spec 000 car detail, issue 9): everything a buyer needs to decide on
 * one car. The heading part (gallery, name, price, key specs, description) is in the
 * pre-rendered HTML; the comparison, the range chart and the calculators load on demand.
 */
export default function CarPage({ data: { car, compared, suggestions, money } }: { data: PageData<'car'> }) {
  const lang = useLang();
  const { t } = useTranslation('car');
  const { t: tc } = useTranslation();
  const { company, buildYear } = useShell();
  const enquiry = useEnquiryDialog();
  const { saved, toggle } = useSavedCars();
  const navigate = useNavigate();
  const enquiryCar = { id: car.id, name: car.name, slug: car.slug };
  const thisCar = compared.find((c) => c.id === car.id)!;
  // The same elements on every render, so the idle-hydrated parts are not updated (React
  // error 421) when the page re-renders before their code has arrived (saved cars, say).
  const details = useMemo(
    () => (
      <Suspense fallback={null}>
        <CarDetails car={car} />
      </Suspense>
    ),
    [car],
  );
  const alsoLike = useMemo(
    () => (
      <Suspense fallback={null}>
        <CarSuggestions cars={suggestions} />
      </Suspense>
    ),
    [suggestions],
  );

  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(paths.catalog(lang));
  };

  return (
    <Page>
      <Container>
        <TopBar data-print="hide">
          <Button type="button" $variant="ghost" onClick={goBack}>
            <ArrowLeftIcon size={18} />
            {t('back')}
          </Button>
          <Breadcrumbs
            items={[
              { label: tc('breadcrumbs.home'), href: paths.home(lang) },
              { label: tc('nav.catalog'), href: paths.catalog(lang) },
              { label: car.name },
            ]}
          />
        </TopBar>
        <Top>
          <Media>
            <CarGallery name={car.name} pictures={car.pictures} />
            <CarVideo link={car.video} name={car.name} poster={car.pictures[1] ?? car.pictures[0]!} />
          </Media>
          <Summary>
            <Badges>
              <Badge $tone="neutral">{car.manufacturer}</Badge>
              <Badge $tone={stockTone(car.inStock)}>{car.inStock ? tc('car.inStock') : tc('car.preorder')}</Badge>
            </Badges>
            <TitleRow>
              <h1>{car.name}</h1>
              <SaveToggle name={car.name} saved={saved.has(car.id)} onToggle={() => toggle(car.id)} />
            </TitleRow>
            <Muted>
              {t('summary', {
                year: car.year,
                body: tc(`car.bodyType.${car.bodyType}`),
                powertrain: tc(`car.powertrain.${car.specs.type}`),
              })}
              {' · '}
              {t('colour', { colour: car.color.name })}
            </Muted>
            {car.nameNote && <Note>{car.nameNote}</Note>}
            <Price>
              <span>{tc('car.price')}</span>
              <strong>{formatByn(car.priceBYN, lang)}</strong>
              <span>{formatUsd(car.priceUSD, lang)}</span>
            </Price>
            <Muted>{t('priceNote', { rate: company.usdToByn })}</Muted>
            <KeySpecs aria-labelledby="key-specs">
              <h2 id="key-specs">{t('keySpecs')}</h2>
              <CarFigures car={car} figures={KEY_FIGURES} label={t('keySpecs')} layout="grid" />
            </KeySpecs>
            <Actions data-print="hide">
              <Button type="button" aria-haspopup="dialog" onClick={() => enquiry.open(enquiryCar)}>
                {tc('car.requestInfo')}
              </Button>
              <ButtonAnchor href={telHref(company.phone)} $variant="secondary">
                <PhoneIcon size={18} />
                {t('call')}
              </ButtonAnchor>
              <ButtonLink to={compareCarHref(lang, car.slug)} $variant="ghost">
                {tc('car.compare')}
              </ButtonLink>
            </Actions>
            <div data-print="hide">
              <MessengerLinks car={enquiryCar} />
            </div>
          </Summary>
        </Top>

        {details}

        <OnDemandSection
          id="compare"
          title={t('compare.title')}
          intro={t('compare.intro', { max: MAX_COMPARED, km: SIMILAR_RANGE_KM })}
          reserve={{ phone: 1000, wide: 570 }}
        >
          <Comparison car={thisCar} cars={compared} />
        </OnDemandSection>
        <OnDemandSection id="range" title={t('range.title')} intro={t('range.intro')} reserve={{ phone: 980, wide: 520 }}>
          <RangeChart specs={car.specs} />
        </OnDemandSection>
        <OnDemandSection id="charging" title={t('charging.title')} reserve={{ phone: 1250, wide: 480 }}>
          <Charging specs={car.specs} money={money} />
        </OnDemandSection>
        <OnDemandSection id="leasing" title={t('leasing.title')} reserve={{ phone: 1030, wide: 410 }}>
          <Leasing priceBYN={car.priceBYN} money={money} />
        </OnDemandSection>
        <OnDemandSection id="trade-in" title={t('tradeIn.title')} intro={t('tradeIn.intro')} reserve={{ phone: 1030, wide: 440 }}>
          <TradeIn priceUSD={car.priceUSD} usdRate={money.usdToByn} currentYear={buildYear} />
        </OnDemandSection>
        <OnDemandSection id="offers" title={t('offers.title')} reserve={{ phone: 1330, wide: 640 }}>
          <Offers priceUSD={car.priceUSD} money={money} />
        </OnDemandSection>
        <OnDemandSection id="ownership" title={t('ownership.title')} intro={t('ownership.intro')} reserve={{ phone: 1830, wide: 720 }}>
          <Ownership specs={car.specs} money={money} />
        </OnDemandSection>
        <OnDemandSection id="fuel" title={t('fuel.title')} reserve={{ phone: 1060, wide: 430 }}>
          <FuelSavings specs={car.specs} money={money} />
        </OnDemandSection>

        {alsoLike}
        <PrintContacts />
      </Container>
    </Page>
  );
}

const Page = styled.div`
  padding: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.section};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  > button {
    margin-left: -${({ theme }) => theme.space.sm};
  }
`;

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.md};
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Media = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
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
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  strong {
    font-size: ${({ theme }) => theme.fontSize.xxl};
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;
