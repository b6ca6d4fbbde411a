import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import type { PageData } from '../app/page-table.js';
import { CarPicture } from '../components/car/car-picture.js';
import { SaveToggle } from '../components/car/save-toggle.js';
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
import { CarSources } from '../features/car/components/car-sources.js';
import { detailFigures, KEY_FIGURES } from '../features/car/lib/figures.js';
import { telHref } from '../lib/contact-links.js';
import { formatByn, formatUsd } from '../lib/format.js';
import { paths } from '../lib/paths.js';
import { media } from '../styles/theme.js';

/**
 * A car's page (spec 000 car detail): what a buyer needs to decide on the car, each
 * figure with its source. The gallery, calculators and offers come with the car page issue.
 */
export default function CarPage({ data: { car } }: { data: PageData<'car'> }) {
  const lang = useLang();
  const { t } = useTranslation('car');
  const { t: tc } = useTranslation();
  const { company } = useShell();
  const enquiry = useEnquiryDialog();
  const { saved, toggle } = useSavedCars();

  return (
    <Page>
      <Container>
        <Breadcrumbs
          items={[
            { label: tc('breadcrumbs.home'), href: paths.home(lang) },
            { label: tc('nav.catalog'), href: paths.catalog(lang) },
            { label: car.name },
          ]}
        />
        <Top>
          <Picture picture={car.pictures[0]!} name={car.name} sizes="(min-width: 1024px) 600px, 100vw" priority />
          <Summary>
            <Badges>
              <Badge $tone={stockTone(car.inStock)}>{car.inStock ? tc('car.inStock') : tc('car.preorder')}</Badge>
              <Badge $tone="neutral">{car.manufacturer}</Badge>
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
            <Actions>
              <Button type="button" aria-haspopup="dialog" onClick={() => enquiry.open({ id: car.id, name: car.name, slug: car.slug })}>
                {tc('car.requestInfo')}
              </Button>
              <ButtonAnchor href={telHref(company.phone)} $variant="secondary">
                <PhoneIcon size={18} />
                {t('call')}
              </ButtonAnchor>
            </Actions>
          </Summary>
        </Top>

        <Block aria-labelledby="key-specs">
          <h2 id="key-specs">{t('keySpecs')}</h2>
          <CarFigures specs={car.specs} figures={KEY_FIGURES} label={t('keySpecs')} layout="grid" />
        </Block>

        <Columns>
          <Block aria-labelledby="about-car">
            <h2 id="about-car">{t('description')}</h2>
            <p>{car.description}</p>
            <h3>{t('features')}</h3>
            <Chips>
              {car.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </Chips>
          </Block>
          <Block aria-labelledby="all-specs">
            <h2 id="all-specs">{t('details')}</h2>
            <CarFigures specs={car.specs} figures={detailFigures(car.specs)} label={t('details')} layout="table" />
          </Block>
        </Columns>

        <Block aria-labelledby="sources">
          <h2 id="sources">{t('sources.title')}</h2>
          <Muted>{t('sources.intro')}</Muted>
          <CarSources sources={car.sources} />
        </Block>

        <ButtonLink to={paths.catalog(lang)} $variant="ghost">
          <ArrowLeftIcon size={18} />
          {t('backToCatalog')}
        </ButtonLink>
      </Container>
    </Page>
  );
}

const Page = styled.div`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.section};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.md};
  ${media.up('lg')} {
    grid-template-columns: 1.3fr 1fr;
    align-items: start;
  }
`;

const Picture = styled(CarPicture)`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
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

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Block = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
`;

const Columns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.xxl};
  ${media.up('lg')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
  }
`;
