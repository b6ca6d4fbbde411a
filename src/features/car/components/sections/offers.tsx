import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../../components/layout/use-lang.js';
import {
  appliedOffers,
  choosableOffers,
  defaultOffer,
  discountSummary,
  liveOffers,
  minskDate,
  offerAmount,
} from '../../../../lib/calculators/offers.js';
import type { CarMoney, OfferText } from '../../../../lib/car-money.js';
import { formatByn, formatDecimal, formatIsoDate, formatUsd, usdToByn } from '../../../../lib/format.js';
import type { OfferId } from '../../../../../content/schema.js';
import { Result, Results } from './fields.js';
import { media } from '../../../../styles/theme.js';

/**
 * Spec 000 discounts and offers: one offer chosen (early-bird by default, which brings
 * the trade-in bonus), the total discount, the share saved and the final price. The
 * page is rendered with the offers live on its build day; once in the browser, today's
 * date decides (DECISIONS 19).
 */
export default function Offers({ priceUSD, money }: { priceUSD: number; money: CarMoney }) {
  const { t } = useTranslation('car');
  const lang = useLang();
  const [today, setToday] = useState(money.date);
  useEffect(() => setToday(minskDate(new Date())), []);
  const offers = liveOffers(money.offers, today);
  const [picked, setPicked] = useState<OfferId | null>(() => defaultOffer(offers));
  const current = offers.some((offer) => offer.id === picked) ? picked : defaultOffer(offers);
  const applied = appliedOffers(offers, current);
  const summary = discountSummary(applied, priceUSD);
  const price = (usd: number) => `${formatByn(usdToByn(usd, money.usdToByn), lang)} (${formatUsd(usd, lang)})`;

  if (offers.length === 0) return <p>{t('offers.none')}</p>;
  return (
    <Layout>
      <fieldset>
        <legend>{t('offers.choose')}</legend>
        <List>
          {choosableOffers(offers).map((offer) => (
            <OfferOption
              key={offer.id}
              offer={offer}
              priceUSD={priceUSD}
              checked={offer.id === current}
              onPick={() => setPicked(offer.id)}
              addedWith={offers.filter((o) => o.addedWith === offer.id)}
            />
          ))}
        </List>
      </fieldset>
      <Results label={t('offers.summary')} note={t('offers.terms')}>
        <Result label={t('offers.price')} value={price(priceUSD)} />
        {applied.map((offer) => (
          <Result key={offer.id} label={offer.title} value={`−${formatUsd(offerAmount(offer, priceUSD), lang)}`} />
        ))}
        <Result label={t('offers.total')} value={`${formatUsd(summary.totalUsd, lang)} (${formatDecimal(summary.percent, lang, 1)} %)`} />
        <Result label={t('offers.final')} value={price(summary.finalUsd)} strong />
      </Results>
    </Layout>
  );
}

interface OfferOptionProps {
  offer: OfferText;
  priceUSD: number;
  checked: boolean;
  onPick: () => void;
  /** The offers that come with this one. */
  addedWith: OfferText[];
}

function OfferOption({ offer, priceUSD: carPrice, checked, onPick, addedWith }: OfferOptionProps) {
  const { t } = useTranslation('car');
  const lang = useLang();
  return (
    <li>
      <Option $checked={checked}>
        <input type="radio" name="offer" value={offer.id} checked={checked} onChange={onPick} />
        <span>
          <strong>
            {offer.title}
            {offer.badge && <Badge $badge={offer.badge}>{t(`offers.badges.${offer.badge}`)}</Badge>}
          </strong>
          <span>{offer.description}</span>
          <Amount>
            −{formatUsd(offerAmount(offer, carPrice), lang)}
            {addedWith.map((extra) => ` + ${extra.title} −${formatUsd(offerAmount(extra, carPrice), lang)}`).join('')}
          </Amount>
          <Valid>{t('offers.validUntil', { date: formatIsoDate(offer.validUntil, lang) })}</Valid>
        </span>
      </Option>
    </li>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }
  ${media.up('lg')} {
    grid-template-columns: 3fr 2fr;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ $checked, theme }) => ($checked ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin-top: 2px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  > span {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  strong {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Badge = styled.span<{ $badge: string }>`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.75rem;
  font-weight: 700;
  background: ${({ $badge, theme }) => ($badge === 'hit' ? theme.color.dangerSurface : $badge === 'new' ? theme.color.successSurface : theme.color.calmSurface)};
  color: ${({ $badge, theme }) => ($badge === 'hit' ? theme.color.danger : $badge === 'new' ? theme.color.success : theme.color.calm)};
`;

const Amount = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.color.success};
`;

const Valid = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
