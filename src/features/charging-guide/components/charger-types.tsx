import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { useLang } from '../../../components/layout/use-lang.js';
import { Button } from '../../../components/ui/button.js';
import { CardGrid } from '../../../components/ui/card-grid.js';
import type { CarMoney } from '../../../lib/car-money.js';
import type { ComparedCar } from '../../../lib/car-model.js';
import { CHARGERS, chargingEstimate, DAILY_TARGET, dcFacts, speedLabel, START_LEVEL, type ChargerId } from '../../../lib/ev/charging.js';
import { formatIsoDate } from '../../../lib/dates.js';
import { formatDecimal, formatNumber } from '../../../lib/format.js';

interface ChargerTypesProps {
  car: ComparedCar | null;
  money: CarMoney;
  chosen: ChargerId;
  onChoose: (id: ChargerId) => void;
  /** Where the chosen type's details are, to move there once it is chosen. */
  detailsId: string;
}

/**
 * docs/decisions/pages-information.md#charging-guide: the five charging types side by side, each with its power,
 * speed label, tariff, pros, cons and where to find it; with a car chosen, also its time
 * and cost of an everyday charge there (lib/ev/charging.ts, as on the car page).
 */
export function ChargerTypes({ car, money, chosen, onChoose, detailsId }: ChargerTypesProps) {
  const { t } = useTranslation('charging-guide');
  const { t: tcar } = useTranslation('car');
  const lang = useLang();
  const kw = (value: number) => `${formatDecimal(value, lang, 1)}\u00a0${tcar('units.kw')}`;
  const facts = car ? dcFacts(car.specs) : null;
  // The public prices are the first network's, the calculators' default (content/running-costs.yaml).
  const publicPrice = money.origins.networks[0]!;

  return (
    <Cards>
      {CHARGERS.map((charger) => {
        const estimate = facts === null ? null : chargingEstimate(charger, facts, money.tariffs);
        const toDaily = estimate?.minutes.find((m) => m.target === DAILY_TARGET)?.minutes;
        const selected = charger.id === chosen;
        return (
          <Card key={charger.id} $selected={selected} aria-current={selected || undefined}>
            <h3>{tcar(`charging.types.${charger.id}`)}</h3>
            <Facts>
              <div>
                <dt>{t('card.power')}</dt>
                <dd>
                  {charger.current} ·{' '}
                  {charger.kw.min === charger.kw.max ? kw(charger.kw.min) : `${formatNumber(charger.kw.min, lang)}–${kw(charger.kw.max)}`}
                </dd>
              </div>
              <div>
                <dt>{t('card.speed')}</dt>
                <dd>{tcar(`charging.speed.${speedLabel(charger.kw.min)}`)}</dd>
              </div>
              <div>
                <dt>{t('card.tariff')}</dt>
                <dd>
                  {t('card.perKwh', { price: formatDecimal(money.tariffs[charger.tariff], lang, 4) })}
                  {/* The household rate holds for a flat with an electric cooker (content/running-costs.yaml). */}
                  {charger.tariff === 'homeSingle' && ` ${t('card.homeTariff')}`}
                  {/* A public price is one network's, from the day it announced it (the 10th read: it read as any station's today). */}
                  {charger.tariff !== 'homeSingle' &&
                    ` ${t('card.networkTariff', { network: publicPrice.name, date: formatIsoDate(publicPrice.validFrom, lang) })}`}
                </dd>
              </div>
              {estimate && toDaily != null && (
                <div>
                  <dt>{t('card.forCar', { from: START_LEVEL, to: DAILY_TARGET })}</dt>
                  <dd>
                    {t('card.timeAndCost', {
                      hours: formatDecimal(toDaily / 60, lang, 1),
                      cost: formatDecimal(estimate.dailyChargeCost, lang, 2),
                    })}
                  </dd>
                </div>
              )}
            </Facts>
            <p>{t(`types.${charger.id}.description`)}</p>
            <Lists>
              <div>
                <h4>{t('card.pros')}</h4>
                <ul>
                  {(t(`types.${charger.id}.pros`, { returnObjects: true }) as string[]).map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h4>{t('card.cons')}</h4>
                <ul>
                  {(t(`types.${charger.id}.cons`, { returnObjects: true }) as string[]).map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </Lists>
            <p>
              <strong>{t('card.availability')}</strong> {t(`types.${charger.id}.availability`)}
            </p>
            <Button
              type="button"
              $variant={selected ? 'primary' : 'secondary'}
              aria-pressed={selected}
              onClick={() => {
                onChoose(charger.id);
                document.getElementById(detailsId)?.scrollIntoView({ block: 'start' });
              }}
            >
              {selected ? t('card.chosen') : t('card.choose')}
            </Button>
          </Card>
        );
      })}
    </Cards>
  );
}

const Cards = styled(CardGrid).attrs({ $columns: { md: 2, lg: 3 }, $gap: 'md' })`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Card = styled.li<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ $selected, theme }) => ($selected ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  h3,
  p {
    margin: 0;
  }
  > button {
    margin-top: auto;
    align-self: flex-start;
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  > div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
