import { describe, expect, it } from 'vitest';
import {
  acMinutes,
  commonStationTime,
  carDcLimit,
  chargerLabel,
  CHARGERS,
  type ChargerId,
  chargingEstimate,
  CURVE,
  curveShare,
  dcFacts,
  dcHours,
  dcMinutes,
  defaultCharger,
  energyBought,
  fastestDcTime,
  modelCar,
  modelPeakKw,
  peakShare,
  speedLabel,
} from '../../../src/lib/ev/charging.js';
import type { Tariffs } from '../../../src/lib/ev/tariffs.js';

const TARIFFS: Tariffs = { homeSingle: 0.2412, homeNight: 0.1447, publicAC: 0.49, publicDC: 0.65 };

const charger = (id: ChargerId) => {
  const found = CHARGERS.find((c) => c.id === id);
  if (!found) throw new Error(`no charger ${id}`);
  return found;
};

describe('speedLabel (docs/decisions/constants.md#charging)', () => {
  it('calls up to 3 kW very slow', () => {
    expect(speedLabel(2.3)).toBe('very-slow');
    expect(speedLabel(3)).toBe('very-slow');
  });

  it('calls above 3 and under 11 kW slow: the wallbox', () => {
    expect(speedLabel(3.1)).toBe('slow');
    expect(speedLabel(7)).toBe('slow');
  });

  it('calls from 11 and under 50 kW medium: the public AC post, as the charger table has it', () => {
    expect(speedLabel(11)).toBe('medium');
    expect(speedLabel(49)).toBe('medium');
  });

  it('calls from 50 up to 100 kW fast: the fast DC station', () => {
    expect(speedLabel(50)).toBe('fast');
    expect(speedLabel(100)).toBe('fast');
  });

  it('calls 150 kW very fast', () => {
    expect(speedLabel(150)).toBe('very-fast');
  });
});

describe('energyBought', () => {
  it('adds 10 % charging losses (÷ 0.9)', () => {
    // 10 → 80 % of 100 kWh = 70 kWh / 0.9 = 77.78 kWh
    expect(energyBought(100, 80)).toBeCloseTo(77.778, 3);
    // 10 → 100 % of 75 kWh = 67.5 / 0.9 = 75 kWh
    expect(energyBought(75, 100)).toBeCloseTo(75, 10);
  });

  it('buys nothing to a level at or below 10 %', () => {
    expect(energyBought(100, 10)).toBe(0);
    expect(energyBought(100, 5)).toBe(0);
  });
});

describe('the DC curve (DECISIONS 41)', () => {
  it('takes the full peak at a low charge and tapers above it, as real packs do', () => {
    expect(curveShare(10)).toBe(1);
    expect(curveShare(CURVE.fullUntil)).toBe(1);
    expect(curveShare(80)).toBeCloseTo(CURVE.shareAt80, 10);
    expect(curveShare(100)).toBeCloseTo(CURVE.shareAt100, 10);
    expect(peakShare(10)).toBe(1);
    expect(peakShare(80)).toBeCloseTo(CURVE.peakAt80, 10);
    for (let level = 10; level < 100; level += 5) expect(curveShare(level + 5)).toBeLessThanOrEqual(curveShare(level));
  });

  it('charges at the peak at a low charge: 0.1 kWh at 200 kW', () => {
    expect(dcHours(100, 200, null, 10, 10.1)).toBeCloseTo(0.1 / 200, 6);
  });

  it('holds a small peak longer than a big one for the same pack, as real packs do', () => {
    // The share of the 10 → 80 % time spent at full peak power
    const share = (peak: number) => 70 / peak / dcHours(100, peak, null, 10, 80);
    expect(share(90)).toBeGreaterThan(share(480));
  });

  it('takes longer from 10 to 80 % than the flat peak would', () => {
    expect(dcHours(100, 200, null, 10, 80)).toBeGreaterThan(70 / 200);
  });

  it('never gives more than the charger: a 60 kW charger on a 200 kW car is flat at 60 kW until the car takes less', () => {
    // The car takes 200 × share ≥ 60 kW up to 80 %, so 70 kWh / 60 kW
    expect(dcHours(100, 200, 60, 10, 80)).toBeCloseTo(70 / 60, 6);
  });
});

describe('the maker’s time', () => {
  const yu7 = { batteryKwh: 101.7, makerTime: { minutes: 12, from: 10, to: 80 } };
  const l9 = { batteryKwh: 52.3, makerTime: { minutes: 25, from: 20, to: 80 } };

  it('is shown as published over its window, on a charger that gives all the car takes', () => {
    expect(dcMinutes(yu7, null, 10, 80)).toEqual({ minutes: 12, basis: 'maker' });
    expect(dcMinutes(l9, null, 20, 80)).toEqual({ minutes: 25, basis: 'maker' });
    expect(fastestDcTime(l9)).toEqual({ minutes: 25, from: 20, to: 80, basis: 'maker' });
  });

  it('fits the curve: the model gives the maker’s time back over the maker’s window', () => {
    for (const car of [yu7, l9]) {
      const model = modelCar(car)!;
      const { from, to, minutes } = car.makerTime;
      expect(dcHours(car.batteryKwh, model.peakKw, null, from, to, CURVE, model.packScale) * 60).toBeCloseTo(minutes, 3);
    }
  });

  it('scales the pack when even an unlimited peak is slower than the maker says', () => {
    const quick = { batteryKwh: 100, makerTime: { minutes: 5, from: 10, to: 80 } };
    expect(modelCar(quick)!.packScale).toBeGreaterThan(1);
    expect(modelPeakKw(quick)).toBeGreaterThan(600);
  });

  it('gives other windows from the fitted curve: 10 → 80 % takes longer than the maker’s 20 → 80 %', () => {
    const time = dcMinutes(l9, null, 10, 80)!;
    expect(time.basis).toBe('model');
    expect(time.minutes).toBeGreaterThan(25);
  });

  it('is slower on a charger weaker than the car: a 60 kW charger on the YU7', () => {
    // 71.19 kWh / 60 kW = 71 min: the car takes more than 60 kW all the way to 80 %
    expect(dcMinutes(yu7, 60, 10, 80)).toEqual({ minutes: 71, basis: 'model' });
  });
});

describe('a car with only a published peak', () => {
  const car = { batteryKwh: 100, peakKw: 150 };

  it('starts the curve at that peak', () => {
    expect(modelPeakKw(car)).toBe(150);
    expect(dcMinutes(car, null, 10, 80)).toEqual({ minutes: Math.round(dcHours(100, 150, null, 10, 80) * 60), basis: 'model' });
  });

  it('names the car’s limit, and says a 60 kW charger is not limited by it', () => {
    expect(carDcLimit(car)).toEqual({ kw: 150, published: true });
    const estimate = chargingEstimate(charger('fast-dc'), car, TARIFFS);
    // A station class's speed by the leading number of its range (50 kW: fast, as the charger table has it).
    expect(estimate).toMatchObject({ powerKw: 60, limitedByCar: false, speed: 'fast' });
  });

  it('says when the car takes less than the fast charger gives', () => {
    expect(chargingEstimate(charger('fast-dc'), { batteryKwh: 40, peakKw: 45 }, TARIFFS)).toMatchObject({
      powerKw: 45,
      limitedByCar: true,
    });
  });

  it('names the fastest DC by the car, never by a station class, and judges its speed by the car’s published limit', () => {
    expect(chargerLabel('ultra-fast')).toBe('dc-car-limit');
    expect(chargerLabel('wallbox')).toBe('wallbox');
    expect(chargingEstimate(charger('ultra-fast'), car, TARIFFS).speed).toBe('very-fast');
    expect(chargingEstimate(charger('ultra-fast'), { batteryKwh: 40, peakKw: 100 }, TARIFFS).speed).toBe('fast');
    // A maker's time alone says nothing of the peak: no power shown, and no faster than "fast".
    const makerOnly = chargingEstimate(charger('ultra-fast'), { batteryKwh: 100, makerTime: { minutes: 11, from: 10, to: 80 } }, TARIFFS);
    expect(makerOnly.powerKw).toBeNull();
    expect(makerOnly.speed).toBe('fast');
  });
});

describe('a car with neither a maker’s time nor a peak', () => {
  const car = { batteryKwh: 80 };

  it('has no DC time: "not confirmed", never a guess', () => {
    expect(dcMinutes(car, 60, 10, 80)).toBeNull();
    expect(fastestDcTime(car)).toBeNull();
    const estimate = chargingEstimate(charger('fast-dc'), car, TARIFFS);
    expect(estimate.powerKw).toBeNull();
    expect(estimate.speed).toBeNull();
    expect(estimate.minutes.every((entry) => entry.minutes === null)).toBe(true);
  });

  it('still has AC times and starts its page on a home wallbox', () => {
    // 56 kWh / (11 kW × 0.9 reaching the battery) = 5.66 h = 339 min
    expect(chargingEstimate(charger('wallbox'), car, TARIFFS).minutes.find((m) => m.target === 80)!.minutes).toBe(339);
    expect(defaultCharger(car)).toBe('wallbox');
    expect(defaultCharger(null)).toBe('wallbox');
    expect(defaultCharger({ batteryKwh: 80, peakKw: 100 })).toBe('ultra-fast');
  });
});

describe('the common station beside the fastest time', () => {
  it('gives the same window at 60 kW only where it is notably longer than the fastest (a car near 60 kW gains nothing)', () => {
    const facts = { batteryKwh: 80, peakKw: 250 };
    const atStation = dcMinutes(facts, 60, 10, 80)!.minutes;
    expect(commonStationTime(facts, { from: 10, to: 80, minutes: Math.round(atStation / 2) })).toEqual({ kw: 60, minutes: atStation });
    expect(commonStationTime(facts, { from: 10, to: 80, minutes: Math.round(atStation / 1.1) })).toBeNull();
  });
});

describe('AC charging', () => {
  it('keeps the charger’s pace to the end, with the 10 % lost on the way to the battery', () => {
    // 100 kWh × 90 % = 90 kWh / (11 kW × 0.9) = 545.5 → 545 min
    expect(acMinutes(100, 11, 10, 100)).toBe(545);
    expect(acMinutes(100, 2.3, 10, 10)).toBe(0);
  });

  it('times every AC charger from 10 %', () => {
    const minutes = (id: ChargerId) => chargingEstimate(charger(id), { batteryKwh: 100 }, TARIFFS).minutes.map((m) => m.minutes);
    // 10, 40, 70, 90 kWh at 2.3, 11 and 22 kW, 90 % of it reaching the battery
    expect(minutes('home-socket')).toEqual([290, 1159, 2029, 2609]);
    expect(minutes('wallbox')).toEqual([61, 242, 424, 545]);
    expect(minutes('public-ac')).toEqual([30, 121, 212, 273]);
  });
});

describe('the cost of an everyday charge', () => {
  it('prices 10 → 80 % at the charger’s tariff', () => {
    // 70 kWh / 0.9 = 77.78 kWh; home × 0.2412 = 18.76; public AC × 0.49 = 38.11; DC × 0.65 = 50.56
    const cost = (id: ChargerId) => chargingEstimate(charger(id), { batteryKwh: 100, peakKw: 150 }, TARIFFS).dailyChargeCost;
    expect(cost('home-socket')).toBe(18.76);
    expect(cost('public-ac')).toBe(38.11);
    expect(cost('fast-dc')).toBe(50.56);
    expect(cost('ultra-fast')).toBe(50.56);
  });
});

describe('dcFacts', () => {
  it('reads the battery, the peak and the maker’s time from a car’s specs', () => {
    expect(dcFacts({ battery: 75, maxChargePowerDC: 450, dcChargeTime: { minutes: 11, from: 10, to: 80 } })).toEqual({
      batteryKwh: 75,
      peakKw: 450,
      makerTime: { minutes: 11, from: 10, to: 80 },
    });
    expect(dcFacts({ battery: 75 })).toEqual({ batteryKwh: 75 });
    expect(dcFacts({ maxChargePowerDC: 450 })).toBeNull();
  });
});
