import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { mailtoHref, mapHref, telHref } from '../../lib/contact-links.js';
import { paths } from '../../lib/paths.js';
import { formatList } from '../../../shared/lists.js';
import { media } from '../../styles/theme.js';
import { CardGrid } from '../ui/card-grid.js';
import { Container } from '../ui/container.js';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../ui/icons.js';
import { IconFrame } from '../ui/icon-frame.js';
import { BACK_TO_TOP_ROOM } from './back-to-top-place.js';
import { OpeningHours } from './opening-hours.js';
import { useLang } from './use-lang.js';
import { useShell } from './use-shell.js';

/**
 * The site's footer. `part`: one language's share of a footer that the document holds once (the
 * not-found document's, shared-site-layout.tsx): a block inside that `<footer>`, not a landmark of its own.
 */
export function Footer({ part = false }: { part?: boolean }) {
  const lang = useLang();
  const { t } = useTranslation();
  const { company, brandPages, buildYear, exampleFacts } = useShell();
  const address = `${company.address.street}, ${company.address.postalCode} ${company.address.city}`;

  const columns = [
    {
      title: t('footer.information'),
      links: [
        { href: paths.information(lang), label: t('footer.informationHub') },
        { href: paths.comparison(lang), label: t('footer.comparison') },
        { href: paths.rangeConditions(lang), label: t('footer.rangeConditions') },
        { href: paths.chargingGuide(lang), label: t('footer.chargingGuide') },
      ],
    },
    {
      title: t('footer.services'),
      links: [
        { href: paths.financing(lang), label: t('footer.financing') },
        { href: paths.warranty(lang), label: t('footer.warranty') },
        { href: paths.maintenance(lang), label: t('footer.maintenance') },
      ],
    },
    {
      title: t('footer.guides'),
      links: [
        { href: paths.guide(lang, 'charging-locations-minsk'), label: t('footer.guideChargingLocations') },
        { href: paths.guide(lang, 'winter-driving'), label: t('footer.guideWinterDriving') },
        { href: paths.guide(lang, 'maintenance'), label: t('footer.guideMaintenance') },
      ],
    },
  ];

  return (
    <Wrapper as={part ? 'div' : undefined}>
      <Container>
        <Cards as="div">
          <Card>
            <CardIcon>
              <PhoneIcon />
            </CardIcon>
            <div>
              <CardTitle>{t('footer.phone')}</CardTitle>
              <CardLink href={telHref(company.phone)}>{company.phone}</CardLink>
            </div>
          </Card>
          <Card>
            <CardIcon>
              <MailIcon />
            </CardIcon>
            <div>
              <CardTitle>{t('footer.email')}</CardTitle>
              <CardLink href={mailtoHref(company.email)}>{company.email}</CardLink>
            </div>
          </Card>
          <Card>
            <CardIcon>
              <PinIcon />
            </CardIcon>
            <div>
              <CardTitle>{t('footer.address')}</CardTitle>
              <address>{address}</address>
              <CardLink href={mapHref(company.geo, lang)} target="_blank" rel="noopener noreferrer">
                {t('footer.onMap')}
              </CardLink>
            </div>
          </Card>
        </Cards>

        <Grid>
          <About>
            <FooterBrand>{company.name}</FooterBrand>
            <p>{company.blurb}</p>
            <ColumnTitle as="p">{t('footer.social')}</ColumnTitle>
            <Social>
              {company.social.map((item) => (
                <li key={item.id}>
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {item.label}
                  </a>
                </li>
              ))}
            </Social>
          </About>

          <nav aria-label={t('a11y.footerNav')}>
            <Columns>
              {columns.map((column) => (
                <div key={column.title}>
                  <ColumnTitle>{column.title}</ColumnTitle>
                  <LinkList>
                    {column.links.map((link) => (
                      <li key={link.href}>
                        <Link to={link.href}>{link.label}</Link>
                      </li>
                    ))}
                  </LinkList>
                </div>
              ))}
              <div>
                <ColumnTitle>{t('footer.brands')}</ColumnTitle>
                <LinkList>
                  {/* The header's brands menu's list (brand-links.tsx): every brand page, NIO's too. */}
                  {brandPages.map((brand) => (
                    <li key={brand.slug}>
                      <BrandLink to={paths.brand(lang, brand.slug)}>
                        <img
                          src={brand.logoUrl}
                          alt={t('footer.brandLogo', { brand: brand.name })}
                          width={28}
                          height={28}
                          loading="lazy"
                          decoding="async"
                        />
                        <span>
                          {brand.name}{' '}
                          <Muted>
                            · {brand.carsCount > 0 ? t('footer.carsCount', { count: brand.carsCount }) : t('header.brandNotSold')}
                          </Muted>
                        </span>
                      </BrandLink>
                    </li>
                  ))}
                </LinkList>
              </div>
            </Columns>
          </nav>

          <div>
            <ColumnTitle>
              <ClockIcon size={16} /> {t('footer.hours')}
            </ColumnTitle>
            <Hours hours={company.salesHours} />
          </div>
        </Grid>

        <Bottom>
          <p>{t('footer.rights', { year: buildYear, name: company.name })}</p>
          <p>
            {company.legal.name}, {t('legal.unp', { unp: company.legal.unp })}, {company.legal.address}
          </p>
          <p>
            <Link to={paths.privacy(lang)}>{t('legal.privacy')}</Link>
          </p>
          {/* docs/decisions/company-facts.md#32, #38: each fact still an example, by name; none in production. */}
          {exampleFacts.length > 0 && (
            <p role="note" data-example-note="">
              {t('footer.examples', {
                facts: formatList(
                  lang,
                  exampleFacts.map((fact) => fact.label),
                ),
              })}
            </p>
          )}
        </Bottom>
      </Container>
    </Wrapper>
  );
}

const Wrapper = styled.footer`
  --focus-ring: ${({ theme }) => theme.color.focusOnDark};
  background: ${({ theme }) => theme.color.footer};
  color: ${({ theme }) => theme.color.onFooter};
  /* At the end of a page the back-to-top button sits in the room below the last line, covering none of it. */
  padding: ${({ theme }) => theme.space.xxl} 0 calc(${BACK_TO_TOP_ROOM} + ${({ theme }) => theme.space.xs});
  a {
    color: ${({ theme }) => theme.color.onFooter};
  }
  a:hover {
    color: ${({ theme }) => theme.color.onFooterHover};
  }
`;

const Cards = styled(CardGrid).attrs({ $columns: { md: 3 }, $gap: 'md' })``;

const Card = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.footerCard};
  address {
    font-style: normal;
  }
`;

const CardIcon = styled(IconFrame).attrs({ $size: 40, $radius: 'pill' })`
  flex: none;
`;

const CardTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.onFooterMuted};
`;

const CardLink = styled.a`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xs} 0;
  font-weight: 600;
  word-break: break-word;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xxl};
  ${media.up('lg')} {
    grid-template-columns: 1.2fr 3fr 1fr;
  }
`;

const About = styled.div`
  p {
    color: ${({ theme }) => theme.color.onFooterMuted};
  }
`;

const FooterBrand = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 800;
  color: ${({ theme }) => theme.color.onFooter} !important;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
`;

const ColumnTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 700;
  color: ${({ theme }) => theme.color.onFooter} !important;
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 2px 0;
    text-decoration: none;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  li a:hover {
    text-decoration: underline;
  }
`;

const BrandLink = styled(Link)`
  gap: ${({ theme }) => theme.space.sm};
  img {
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.logoBackground};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.onFooterMuted};
`;

const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Hours = styled(OpeningHours)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: 2px 0;
  }
  dt {
    color: ${({ theme }) => theme.color.onFooterMuted};
  }
  dd {
    margin: 0;
  }
`;

const Bottom = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.footerCard};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.onFooterMuted};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;
