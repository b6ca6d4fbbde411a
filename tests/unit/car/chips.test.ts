import { describe, expect, it } from 'vitest';
import { chipTone } from '../../../src/features/car/lib/chips.js';

// Feature strings as content/cars/*.yaml gives them, in both languages.
describe('chipTone', () => {
  it('tones battery, range and charging chips as energy', () => {
    expect(chipTone('Батарея CATL Qilin 100 кВт·ч')).toBe('energy');
    expect(chipTone('100 kWh CATL Qilin battery')).toBe('energy');
    expect(chipTone('705 км по циклу CLTC')).toBe('energy');
    expect(chipTone('705 km CLTC range')).toBe('energy');
    expect(chipTone('Зарядка до 240 кВт')).toBe('energy');
    expect(chipTone('Up to 240 kW charging')).toBe('energy');
    expect(chipTone('Архитектура 800 В')).toBe('energy');
    expect(chipTone('800V architecture')).toBe('energy');
  });

  it('tones a range in km on electricity as energy in both languages', () => {
    expect(chipTone('Up to 230 km on electricity')).toBe('energy');
    // `км\b`: \b is an ASCII word boundary, so it never follows the Cyrillic "м"
    expect(chipTone('До 230 км на электричестве')).toBe('energy');
  });

  it('tones assistance and computing chips as tech', () => {
    expect(chipTone('Ассистент Huawei Qiankun ADS')).toBe('tech');
    expect(chipTone('Lidar-based driver assistance')).toBe('tech');
    expect(chipTone('Ассистент с лидаром')).toBe('tech');
    expect(chipTone('Dual NVIDIA Orin-X processors')).toBe('tech');
    expect(chipTone('Два процессора NVIDIA Orin-X')).toBe('tech');
  });

  it('tones power and acceleration chips as performance', () => {
    expect(chipTone('Мощность 691 л. с.')).toBe('performance');
    expect(chipTone('691 hp output')).toBe('performance');
    expect(chipTone('0–100 км/ч за 2,8 с')).toBe('performance');
    expect(chipTone('Dual-motor all-wheel drive')).toBe('performance');
  });

  it('tones an acceleration chip in English as performance, like its Russian twin', () => {
    // "km/h" also matches the energy pattern `\bkm\b`, which is tried first
    expect(chipTone('0-100 km/h in 2.8 s')).toBe('performance');
  });

  it('tones all-wheel drive in Russian as performance, like its English twin', () => {
    // `полн\w* привод`: \w matches no Cyrillic letter, so "Полный привод" is missed
    expect(chipTone('Полный привод с двумя моторами')).toBe('performance');
  });

  it('tones cabin and suspension chips as comfort', () => {
    expect(chipTone('Пневмоподвеска')).toBe('comfort');
    expect(chipTone('Air suspension')).toBe('comfort');
    expect(chipTone('Шесть мест в три ряда')).toBe('comfort');
    expect(chipTone('Six seats in three rows')).toBe('comfort');
    expect(chipTone('Безрамочные двери')).toBe('comfort');
    expect(chipTone('Frameless doors')).toBe('comfort');
  });

  it('leaves a chip matching nothing neutral', () => {
    expect(chipTone('Панорамная стеклянная крыша')).toBe('neutral');
    expect(chipTone('Panoramic glass roof')).toBe('neutral');
    expect(chipTone('Карбоновый аэродинамический обвес')).toBe('neutral');
  });
});
