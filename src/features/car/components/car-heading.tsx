import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { SaveToggle } from '../../../components/car/save-toggle.js';
import { useEnquiryDialog } from '../../../components/hooks/use-enquiry-dialog.js';
import { useSavedCars } from '../../../components/hooks/use-saved-cars.js';
import { useLang } from '../../../components/layout/use-lang.js';
import { useShell } from '../../../components/layout/use-shell.js';
import { Badge, stockTone } from '../../../components/ui/badge.js';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.js';
import { Button, ButtonAnchor, ButtonLink } from '../../../components/ui/button.js';
import { ArrowLeftIcon, PhoneIcon } from '../../../components/ui/icons.js';
import { keyFigures } from '../../../lib/car-figures.js';
import type { CarDetail } from '../../../lib/car-model.js';
import { telHref } from '../../../lib/contact-links.js';
import { formatByn, formatUsd } from '../../../lib/format.js';
import { compareCarHref, paths } from '../../../lib/paths.js';
import { media } from '../../../styles/theme.js';
import { CarFigures } from './car-figures.js';
import { CarGallery } from './car-gallery.js';
import { Muted } from './car-page-parts.js';
import { CarVideo } from './car-video.js';

/**
 * The car page's heading part, in the pre-rendered HTML: the way back, the gallery, the
 * name, the price, the key specs and the ways to act; `messengers` is the enquiry
 * feature's chat links, which the page passes in.
 */
export function CarHeading({ car, messengers }: { car: CarDetail; messengers: ReactNode }) {
  const lang = useLang();
  const { t } = useTranslation('car');
  const { t: tc } = useTranslation();
  const { company } = useShell();
  const enquiry = useEnquiryDialog();
  const { saved, toggle } = useSavedCars();
  const navigate = useNavigate();
  const enquiryCar = { id: car.id, name: car.name, slug: car.slug };

  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(paths.catalog(lang));
  };

  return (
    <>
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
            <CarFigures car={car} figures={keyFigures(car.specs)} label={t('keySpecs')} layout="grid" />
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
          {enquiry.note}
          <div data-print="hide">{messengers}</div>
        </Summary>
      </Top>
    </>
  );
}

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
