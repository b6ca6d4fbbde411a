/**
 * How close the DC charging model (src/lib/ev/charging.ts) gets to the makers' times, and the curve that
 * gets closest: `npm run charging:calibrate`. The cars that publish both a DC time and a peak power are
 * the calibration set; for each curve shape, the model's time from the published peak over the maker's
 * window is compared with the maker's time. Prints the error of the curve in use and of the best shape found.
 */
import { getCars } from '../../content/index.js';
import { CURVE, dcHours, type Curve } from '../../src/lib/ev/charging.js';

const calibration = getCars().flatMap((car) => {
  const { battery, maxChargePowerDC: peak, dcChargeTime: time } = car.specs;
  return battery !== undefined && peak !== undefined && time !== undefined ? [{ name: car.name, battery, peak, time }] : [];
});

/** The model's minutes for each car from its published peak, and the error against the maker's time. */
function errors(curve: Curve) {
  return calibration.map(({ name, battery, peak, time }) => {
    const model = dcHours(battery, peak, null, time.from, time.to, curve) * 60;
    return { name, maker: time.minutes, window: `${time.from}-${time.to} %`, peak, model, error: model / time.minutes - 1 };
  });
}

const meanAbsLog = (curve: Curve) => {
  const list = errors(curve);
  return list.reduce((sum, entry) => sum + Math.abs(Math.log(1 + entry.error)), 0) / list.length;
};

let best: Curve = CURVE;
for (let cRate = 2; cRate <= 8.001; cRate += 0.5)
  for (let fullUntil = 10; fullUntil <= 60; fullUntil += 10)
    for (let shareAt80 = 0.2; shareAt80 <= 0.9001; shareAt80 += 0.1)
      for (let peakAt80 = 0.5; peakAt80 <= 1.0001; peakAt80 += 0.1) {
        const round = (value: number) => Math.round(value * 100) / 100;
        const curve = { cRate, fullUntil, shareAt80: round(shareAt80), shareAt100: CURVE.shareAt100, peakAt80: round(peakAt80) };
        if (meanAbsLog(curve) < meanAbsLog(best)) best = curve;
      }

function report(title: string, curve: Curve) {
  const list = errors(curve);
  const abs = list.map((entry) => Math.abs(entry.error)).sort((a, b) => a - b);
  const median = abs[Math.floor(abs.length / 2)]!;
  console.log(
    `\n${title}: up to ${curve.cRate}C to ${curve.fullUntil} %, ${Math.round(curve.shareAt80 * 100)} % of that at 80 %; the peak held to ${Math.round(curve.peakAt80 * 100)} % at 80 %`,
  );
  for (const entry of list)
    console.log(
      `  ${entry.name.padEnd(34)} ${entry.window.padEnd(9)} maker ${String(entry.maker).padStart(3)} min · model ${entry.model.toFixed(1).padStart(5)} min from ${entry.peak} kW (${entry.error >= 0 ? '+' : ''}${Math.round(entry.error * 100)} %)`,
    );
  console.log(`  ${list.length} cars: median error ${Math.round(median * 100)} %, largest ${Math.round(abs.at(-1)! * 100)} %`);
}

report('The curve in use', CURVE);
report('The best shape on this set', best);
