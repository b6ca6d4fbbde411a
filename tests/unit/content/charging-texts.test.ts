import { describe, expect, it } from 'vitest';
import { articleChargingProblems, chargingTextProblems, type NamedCar } from '../../../content/charging-texts.js';

const texts = (ru: string, en = 'A car.') => ({ description: { ru, en }, features: { ru: [], en: [] } });
const maker = { battery: 75, dcChargeTime: { minutes: 15, from: 10, to: 80 } };

describe('a car’s texts state the charging model’s times (DECISIONS 41)', () => {
  it('accepts the maker’s time over the maker’s window', () => {
    expect(chargingTextProblems({ ...texts('С 10 до 80 % примерно за 15 минут.'), specs: { type: 'electric', ...maker } })).toEqual([]);
  });

  it('refuses another time, naming the field and the model’s figure', () => {
    const [problem] = chargingTextProblems({
      ...texts('Заряжается с 10 до 80 % примерно за 10,5 минуты.'),
      specs: { type: 'electric', ...maker },
    });
    expect(problem).toMatchObject({ path: ['description', 'ru'], expected: 15 });
  });

  it('refuses any DC time on a car whose DC charging is not confirmed', () => {
    const [problem] = chargingTextProblems({ ...texts('Ok.', 'From 10 to 80% in 20 minutes.'), specs: { type: 'electric', battery: 80 } });
    expect(problem).toMatchObject({ path: ['description', 'en'], expected: null });
  });
});

describe('an article’s charging times are those of the cars it is about', () => {
  const car = (slug: string, model: string, trim: string, minutes: number): NamedCar => ({
    slug,
    name: `Xiaomi ${model} ${trim}`,
    manufacturer: 'Xiaomi',
    model,
    trim,
    specs: { type: 'electric', battery: 100, dcChargeTime: { minutes, from: 10, to: 80 } },
  });
  const cars = [car('xiaomi-yu7-max', 'YU7', 'Max', 12), car('xiaomi-yu7-pro', 'YU7', 'Pro', 20), car('xiaomi-su7-max', 'SU7', 'Max', 19)];
  const check = (text: string, articleCars: string[] = []) => articleChargingProblems([{ path: ['body'], text }], cars, articleCars);

  it('reads the car a sentence names, a trim it names in an article about the family, and a span over the family', () => {
    expect(check('The YU7 Max charges from 10 to 80% in about 12 minutes.')).toEqual([]);
    expect(
      check('The Max is quickest: 10–80% in about 12 minutes. Air suspension is standard.', ['xiaomi-yu7-max', 'xiaomi-yu7-pro']),
    ).toEqual([]);
    expect(check('Every YU7 charges from 10 to 80% in 12–20 minutes.')).toEqual([]);
  });

  it('refuses a time none of them has', () => {
    expect(check('The YU7 Max charges from 10 to 80% in about 8 minutes.')[0]).toMatchObject({ expected: 12 });
    expect(check('Every YU7 charges from 10 to 80% in 12–15 minutes.')).toHaveLength(1);
  });

  it('leaves a statement about no car of the catalogue alone', () => {
    expect(check('A typical car charges from 10 to 80% in 30 minutes.')).toEqual([]);
  });
});
