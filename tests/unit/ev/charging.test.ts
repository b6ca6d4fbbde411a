import { describe, expect, it } from 'vitest';
import {
  defaultCharger,
  CHARGERS,
  type ChargerId,
  chargingEstimate,
  chargingPower,
  energyBought,
  hoursToLevel,
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

  it('calls above 3 up to 11 kW slow', () => {
    expect(speedLabel(3.1)).toBe('slow');
    expect(speedLabel(7)).toBe('slow');
    expect(speedLabel(11)).toBe('slow');
  });

  it('calls above 11 up to 50 kW medium', () => {
    expect(speedLabel(12)).toBe('medium');
    expect(speedLabel(50)).toBe('medium');
  });

  it('calls above 50 up to 100 kW fast', () => {
    expect(speedLabel(51)).toBe('fast');
    expect(speedLabel(100)).toBe('fast');
  });

  it('calls 150 kW very fast', () => {
    expect(speedLabel(150)).toBe('very-fast');
  });
});

describe('chargingPower', () => {
  it('caps a DC charger by the car’s peak DC power', () => {
    // ultra-fast assumes 200 kW; a car taking 150 kW gets 150
    expect(chargingPower(charger('ultra-fast'), 150)).toBe(150);
  });

  it('keeps the charger’s power when the car takes more', () => {
    expect(chargingPower(charger('ultra-fast'), 500)).toBe(200);
    expect(chargingPower(charger('fast-dc'), 150)).toBe(60);
  });

  it('uses the charger’s power when the car’s peak is unknown', () => {
    expect(chargingPower(charger('ultra-fast'), undefined)).toBe(200);
  });

  it('does not cap AC by the car’s DC peak', () => {
    expect(chargingPower(charger('wallbox'), 5)).toBe(11);
    expect(chargingPower(charger('public-ac'), 10)).toBe(22);
  });
});

describe('hoursToLevel (from 10 %)', () => {
  it('charges 10 → 80 % at full DC power', () => {
    // 100 kWh × 70 % = 70 kWh / 200 kW = 0.35 h = 21 min
    expect(hoursToLevel(100, 200, 'DC', 80)).toBeCloseTo(0.35, 10);
  });

  it('charges 80 → 100 % on DC at a third of the power', () => {
    // 0.35 h + 20 kWh / (200 / 3 kW) = 0.35 + 0.3 = 0.65 h = 39 min
    expect(hoursToLevel(100, 200, 'DC', 100)).toBeCloseTo(0.65, 10);
  });

  it('keeps AC at full power to 100 %', () => {
    // 100 kWh × 90 % = 90 kWh / 11 kW = 8.1818… h
    expect(hoursToLevel(100, 11, 'AC', 100)).toBeCloseTo(90 / 11, 10);
  });

  it('takes no time to a level at or below the start', () => {
    expect(hoursToLevel(100, 200, 'DC', 10)).toBe(0);
    expect(hoursToLevel(100, 200, 'DC', 5)).toBe(0);
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

describe('chargingEstimate for a 100 kWh car taking 150 kW DC', () => {
  const estimate = (id: ChargerId) => chargingEstimate(charger(id), 100, 150, TARIFFS);
  const minutes = (id: ChargerId) => estimate(id).minutes.map((m) => [m.target, m.minutes]);

  it('times the home socket (2.3 kW AC)', () => {
    // 10/2.3 h = 260.9 → 261; 40/2.3 h = 1043.5 → 1043; 70/2.3 h = 1826.1 → 1826; 90/2.3 h = 2347.8 → 2348
    expect(minutes('home-socket')).toEqual([
      [20, 261],
      [50, 1043],
      [80, 1826],
      [100, 2348],
    ]);
  });

  it('times the wallbox (11 kW AC)', () => {
    // 10/11 h = 54.5 → 55; 40/11 h = 218.2 → 218; 70/11 h = 381.8 → 382; 90/11 h = 490.9 → 491
    expect(minutes('wallbox')).toEqual([
      [20, 55],
      [50, 218],
      [80, 382],
      [100, 491],
    ]);
  });

  it('times the public AC charger (22 kW)', () => {
    // 10/22 h = 27.3 → 27; 40/22 h = 109.1 → 109; 70/22 h = 190.9 → 191; 90/22 h = 245.5 → 245
    expect(minutes('public-ac')).toEqual([
      [20, 27],
      [50, 109],
      [80, 191],
      [100, 245],
    ]);
  });

  it('times the fast DC charger (60 kW, below the car’s 150)', () => {
    // 10/60 h = 10; 40/60 h = 40; 70/60 h = 70; + 20 kWh at 20 kW = 60 → 130
    expect(minutes('fast-dc')).toEqual([
      [20, 10],
      [50, 40],
      [80, 70],
      [100, 130],
    ]);
  });

  it('times the ultra-fast charger at the car’s 150 kW', () => {
    // 10/150 h = 4; 40/150 h = 16; 70/150 h = 28; + 20 kWh at 50 kW = 24 → 52
    expect(minutes('ultra-fast')).toEqual([
      [20, 4],
      [50, 16],
      [80, 28],
      [100, 52],
    ]);
  });

  it('says when the car limits the charger', () => {
    expect(estimate('ultra-fast')).toMatchObject({ powerKw: 150, limitedByCar: true });
    expect(estimate('fast-dc')).toMatchObject({ powerKw: 60, limitedByCar: false });
    expect(estimate('wallbox')).toMatchObject({ powerKw: 11, limitedByCar: false });
  });

  it('labels each charger by the leading number of its range', () => {
    expect(CHARGERS.map((c) => estimate(c.id).speed)).toEqual(['very-slow', 'slow', 'slow', 'medium', 'very-fast']);
  });

  it('prices an everyday 10 → 80 % charge at the charger’s tariff', () => {
    // 70 kWh / 0.9 = 77.78 kWh
    // home: × 0.2412 = 18.76; public AC: × 0.49 = 38.11; DC: × 0.65 = 50.56
    expect(estimate('home-socket').dailyChargeCost).toBe(18.76);
    expect(estimate('wallbox').dailyChargeCost).toBe(18.76);
    expect(estimate('public-ac').dailyChargeCost).toBe(38.11);
    expect(estimate('fast-dc').dailyChargeCost).toBe(50.56);
    expect(estimate('ultra-fast').dailyChargeCost).toBe(50.56);
  });

  it('keeps the full 200 kW when the car’s peak is unknown', () => {
    // 21 min to 80 %, 39 min to 100 % (see hoursToLevel)
    const result = chargingEstimate(charger('ultra-fast'), 100, undefined, TARIFFS);
    expect(result.limitedByCar).toBe(false);
    expect(result.minutes.map((m) => m.minutes)).toEqual([3, 12, 21, 39]);
  });
});

describe('the charger a car page starts on', () => {
  it('is ultra-fast where the peak DC power is confirmed, and an ordinary fast DC charger where it is not', () => {
    expect(defaultCharger(150)).toBe('ultra-fast');
    expect(defaultCharger(undefined)).toBe('fast-dc');
  });
});
