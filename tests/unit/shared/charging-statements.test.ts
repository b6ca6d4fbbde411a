import { describe, expect, it } from 'vitest';
import { chargingStatements, statesTime } from '../../../shared/charging-statements.js';

const one = (text: string) => {
  const [statement] = chargingStatements(text);
  return statement && { from: statement.from, to: statement.to, minutes: statement.minutes };
};

describe('chargingStatements (DECISIONS 41)', () => {
  it('reads a window and a time in one sentence, in Russian and English', () => {
    expect(one('Батарея заряжается с 10 до 80 % примерно за 12 минут на подходящей станции.')).toEqual({
      from: 10,
      to: 80,
      minutes: { min: 12, max: 12 },
    });
    expect(one('It charges from 10 to 80% in about 11 minutes.')).toEqual({ from: 10, to: 80, minutes: { min: 11, max: 11 } });
    expect(one('Сверхбыстрая зарядка DC: 20 → 80\u00a0% за 25\u00a0мин по данным производителя')).toEqual({
      from: 20,
      to: 80,
      minutes: { min: 25, max: 25 },
    });
    expect(one('Зарядка 10–80 %: около 10–15 мин')).toEqual({ from: 10, to: 80, minutes: { min: 10, max: 15 } });
    expect(one('с 10 до 80 % уходит от 11 до 34 минут')).toEqual({ from: 10, to: 80, minutes: { min: 11, max: 34 } });
    expect(one('10 to 80% in 10.5 minutes')).toEqual({ from: 10, to: 80, minutes: { min: 10.5, max: 10.5 } });
  });

  it('reads each sentence apart, and none without both a window and a time', () => {
    expect(chargingStatements('С 10 до 80 % — быстро. Через 12 минут приходите.')).toEqual([]);
    expect(chargingStatements('Дома с 10 до 80 % за 6 ч 30 мин.')).toEqual([]);
    expect(chargingStatements('Разгон до 100 км/ч за 3,2 с.')).toEqual([]);
    expect(chargingStatements('One: 10–80% in 12 min. Two: 20–80% in 25 min.')).toHaveLength(2);
  });

  it('agrees when the stated time rounds to the model’s, or a span holds it', () => {
    const [stated] = chargingStatements('from 10 to 80% in about 10.5 minutes');
    expect(statesTime(stated!, 11)).toBe(true);
    expect(statesTime(stated!, 10)).toBe(true);
    expect(statesTime(stated!, 15)).toBe(false);
    const [span] = chargingStatements('10–80 % за 10–15 минут');
    expect(statesTime(span!, 12)).toBe(true);
    expect(statesTime(span!, 16)).toBe(false);
  });
});
