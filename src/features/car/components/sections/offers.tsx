import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useMinskToday } from '../../../../components/hooks/use-minsk-today.js';
import { useLang } from '../../../../components/layout/use-lang.js';
import {
  appliedOffers,
  choosableOffers,
  conditionalExtras,
  defaultOffer,
  discountSummary,
  isConditional,
  liveOffers,
  offerAmount,
} from '../../../../lib/calculators/offers.js';
import type { CarMoney, OfferText } from '../../../../lib/car-money.js';
import { formatByn, formatPercent, formatUsd, usdToByn } from '../../../../lib/format.js';
import { formatIsoDate } from '../../../../lib/dates.js';
import type { OfferId } from '../../../../../content/schema.js';
import { Choice, ChoiceLayout, ChoiceList, Result, Results } from './fields.js';
import { Field, FieldsetReset } from '../../../../components/ui/form-controls.js';

/**
 * docs/decisions/pages-catalogue-and-car.md#offers: one offer chosen (early-bird by default), the total
 * discount, the share saved and the final price. An offer not every buyer gets says so beside its
 * line in the summary (its card's description already says whom it is for); one that comes with the
 * chosen offer on a condition (the trade-in bonus) is a box the buyer ticks, never counted before. The page is rendered with the offers live on its build day; once in the browser,
 * today's date decides (docs/decisions/content-sourcing.md#19).
 */
export default function Offers({ priceUSD, money }: { priceUSD: number; money: CarMoney }) {
  const { t } = useTranslation('car');
  const lang = useLang();
  const today = useMinskToday(money.date);
  const offers = liveOffers(money.offers, today);
  const [picked, setPicked] = useState<OfferId | null>(() => defaultOffer(offers));
  const [accepted, setAccepted] = useState<OfferId[]>([]);
  const current = offers.some((offer) => offer.id === picked) ? picked : defaultOffer(offers);
  const extras = conditionalExtras(offers, current);
  const applied = appliedOffers(offers, current, accepted);
  const summary = discountSummary(applied, priceUSD);
  const price = (usd: number) => `${formatByn(usdToByn(usd, money.usdToByn), lang)} (${formatUsd(usd, lang)})`;
  const amount = (offer: OfferText) => formatUsd(offerAmount(offer, priceUSD), lang);
  const accept = (id: OfferId, yes: boolean) => setAccepted((ids) => (yes ? [...ids, id] : ids.filter((other) => other !== id)));

  if (offers.length === 0) return <p>{t('offers.none')}</p>;
  return (
    <ChoiceLayout>
      <FieldsetReset>
        <legend>{t('offers.choose')}</legend>
        <ChoiceList>
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
        </ChoiceList>
      </FieldsetReset>
      <Summary>
        {extras.map((extra) => (
          <Field
            key={extra.id}
            layout="check"
            label={t('offers.extra', { title: extra.title, amount: amount(extra), condition: extra.condition })}
          >
            {(control) => (
              <input
                {...control}
                type="checkbox"
                checked={accepted.includes(extra.id)}
                onChange={(event) => accept(extra.id, event.target.checked)}
              />
            )}
          </Field>
        ))}
        <Results label={t('offers.summary')} note={t('offers.terms')}>
          <Result label={t('offers.price')} value={price(priceUSD)} />
          {applied.map((offer) => (
            <Result
              key={offer.id}
              label={offer.title}
              note={offer.condition && t('offers.only', { condition: offer.condition })}
              value={`−${amount(offer)}`}
            />
          ))}
          <Result label={t('offers.total')} value={`${formatUsd(summary.totalUsd, lang)} (${formatPercent(summary.percent, lang)})`} />
          <Result label={applied.some(isConditional) ? t('offers.finalIf') : t('offers.final')} value={price(summary.finalUsd)} strong />
        </Results>
      </Summary>
    </ChoiceLayout>
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
  const amount = (o: OfferText) => formatUsd(offerAmount(o, carPrice), lang);
  const forEveryone = addedWith.filter((extra) => !isConditional(extra));
  const onCondition = addedWith.filter(isConditional);
  return (
    <li>
      <Choice $checked={checked}>
        <input type="radio" name="offer" value={offer.id} checked={checked} onChange={onPick} />
        <span>
          <OfferTitle>
            {offer.title}
            {offer.badge && <Badge $badge={offer.badge}>{t(`offers.badges.${offer.badge}`)}</Badge>}
          </OfferTitle>
          <span>{offer.description}</span>
          <Amount>
            −{amount(offer)}
            {forEveryone.map((extra) => ` + ${extra.title} −${amount(extra)}`).join('')}
          </Amount>
          {onCondition.map((extra) => (
            <Condition key={extra.id}>
              {t('offers.extraNote', { title: extra.title, amount: amount(extra), condition: extra.condition })}
            </Condition>
          ))}
          <Valid>{t('offers.validUntil', { date: formatIsoDate(offer.validUntil, lang) })}</Valid>
        </span>
      </Choice>
    </li>
  );
}

/** The summary, under the box for what comes with the offer on a condition (beside the offers from 1024 px). */
const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
`;

const OfferTitle = styled.strong`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
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

/** What comes with an offer on a condition. */
const Condition = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const Valid = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
