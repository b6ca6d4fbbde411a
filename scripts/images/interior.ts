/**
 * The four interior views of a car: the dashboard, the front seats (seen from the back seat),
 * the rear seats (seen from the front) and the boot, open. The dashboard follows the brand's
 * screen layout (Li Auto's two big screens, Xiaomi's floating screen and small instrument pod,
 * Zeekr's slim cluster and centre screen, Avatr's panoramic strip); the rear seats follow the
 * seat count (a 4-seat car's two seats, a 6-seat car's captain chairs and third row).
 */
import type { Silhouette } from '../../content/schema.js';
import { buildBody, rowsOf, type CarShapeInput } from './geometry.js';
import { drawBoot } from './boot.js';
import { interiorTheme, type Theme } from './interior-theme.js';
import { roundPoly, shade, svgOpen, vGrad } from './svg.js';

export type InteriorView = 1 | 2 | 3 | 4;

const SKY = vGrad(
  'sk',
  [
    [0, '#9fc3e3'],
    [0.7, '#dbe9f3'],
    [1, '#c7d6c9'],
  ],
  0,
  420,
);
const SHINE = `<linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".14"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>`;

/** A screen: dark glass with a few quiet tiles (a map with a route, a media card), no text. */
function screen(x: number, y: number, w: number, h: number, accent: string, kind: 'map' | 'media' | 'cluster' = 'map'): string {
  const r = Math.min(14, h / 6);
  const pad = Math.max(6, h * 0.08);
  let inner = '';
  if (kind === 'map') {
    const mw = w * 0.62;
    inner =
      `<rect x="${x + pad}" y="${y + pad}" width="${mw - pad}" height="${h - 2 * pad}" rx="${r / 2}" fill="#1f2e3d"/>` +
      `<path d="M${x + pad + mw * 0.08} ${y + h * 0.8}Q${x + mw * 0.4} ${y + h * 0.35} ${x + mw * 0.55} ${y + h * 0.52}T${x + mw * 0.9} ${y + h * 0.2}" stroke="${accent}" stroke-width="${Math.max(3, h * 0.03)}" fill="none" stroke-linecap="round"/>` +
      `<rect x="${x + mw + pad / 2}" y="${y + pad}" width="${w - mw - pad * 1.5}" height="${(h - 3 * pad) / 2}" rx="${r / 2}" fill="#2a3340"/>` +
      `<rect x="${x + mw + pad / 2}" y="${y + h / 2 + pad / 2}" width="${w - mw - pad * 1.5}" height="${(h - 3 * pad) / 2}" rx="${r / 2}" fill="#252c37"/>`;
  } else if (kind === 'media') {
    inner =
      `<rect x="${x + pad}" y="${y + pad}" width="${h - 2 * pad}" height="${h - 2 * pad}" rx="${r / 2}" fill="${shade(accent, -0.35)}"/>` +
      `<path d="M${x + h} ${y + h * 0.4}h${w - h - pad * 2}M${x + h} ${y + h * 0.6}h${(w - h) * 0.5}" stroke="#56606d" stroke-width="${Math.max(3, h * 0.05)}" stroke-linecap="round"/>`;
  } else {
    inner =
      `<circle cx="${x + w * 0.25}" cy="${y + h / 2}" r="${h * 0.32}" fill="none" stroke="${accent}" stroke-width="${Math.max(2, h * 0.05)}"/>` +
      `<path d="M${x + w * 0.5} ${y + h * 0.4}h${w * 0.38}M${x + w * 0.5} ${y + h * 0.62}h${w * 0.24}" stroke="#5d6774" stroke-width="${Math.max(2, h * 0.07)}" stroke-linecap="round"/>`;
  }
  return (
    `<rect x="${x - 3}" y="${y - 3}" width="${w + 6}" height="${h + 6}" rx="${r + 2}" fill="#0a0b0d"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="#141a22"/>` +
    inner +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#gl)"/>`
  );
}

/** A steering wheel seen from behind, centred on (cx, cy): round, or squarish with two spokes. */
function steeringWheel(cx: number, cy: number, r: number, squarish: boolean, accent: string): string {
  const rim = squarish
    ? `<rect x="${cx - r}" y="${cy - r * 0.82}" width="${2 * r}" height="${r * 1.64}" rx="${r * 0.55}" fill="none" stroke="#121416" stroke-width="${r * 0.17}"/>`
    : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#121416" stroke-width="${r * 0.17}"/>`;
  return (
    `<path d="M${cx - r * 0.14} ${cy}h${r * 0.28}l${r * 0.1} ${r * 1.6}h${-r * 0.48}Z" fill="#17191c"/>` +
    rim +
    `<path d="M${cx - r * 0.95} ${cy + r * 0.05}Q${cx} ${cy - r * 0.12} ${cx + r * 0.95} ${cy + r * 0.05}L${cx + r * 0.3} ${cy + r * 0.35}H${cx - r * 0.3}Z" fill="#1d2023"/>` +
    `<rect x="${cx - r * 0.3}" y="${cy - r * 0.2}" width="${r * 0.6}" height="${r * 0.5}" rx="${r * 0.15}" fill="#25292e"/>` +
    `<circle cx="${cx}" cy="${cy + r * 0.05}" r="${r * 0.06}" fill="${accent}"/>`
  );
}

/** A seat seen from behind: backrest and headrest (one piece on sporty seats), centred on cx. */
function seatBack(cx: number, top: number, w: number, bottom: number, t: Theme, integrated: boolean): string {
  const hw = w / 2;
  const back = roundPoly(
    [
      [cx - hw * 0.92, bottom],
      [cx - hw, top + (bottom - top) * 0.35],
      [cx - hw * 0.78, top + (integrated ? 0 : 40)],
      [cx + hw * 0.78, top + (integrated ? 0 : 40)],
      [cx + hw, top + (bottom - top) * 0.35],
      [cx + hw * 0.92, bottom],
    ],
    integrated ? 60 : 40,
  );
  const head = integrated
    ? ''
    : `<rect x="${cx - 8}" y="${top - 40}" width="16" height="60" fill="#6b6257"/><rect x="${cx - hw * 0.45}" y="${top - 130}" width="${hw * 0.9}" height="105" rx="40" fill="${t.leather}"/>`;
  const neck = integrated
    ? `<path d="M${cx - hw * 0.36} ${top + 150}Q${cx} ${top + 170} ${cx + hw * 0.36} ${top + 150}" stroke="${t.leatherDark}" stroke-width="10" fill="none"/>`
    : '';
  return (
    head +
    `<path d="${back}" fill="${t.leather}"/>` +
    `<path d="${back}" fill="url(#sd)"/>` +
    neck +
    `<rect x="${cx - hw * 0.62}" y="${top + (bottom - top) * 0.55}" width="${hw * 1.24}" height="${(bottom - top) * 0.3}" rx="20" fill="${t.leatherDark}"/>`
  );
}

/** A seat facing the viewer: headrest, backrest with stitched panel, cushion, centred on cx. */
function seatFront(cx: number, top: number, w: number, bottom: number, t: Theme, opts: { headrest: boolean; arms?: boolean }): string {
  const hw = w / 2;
  const h = bottom - top;
  const back = roundPoly(
    [
      [cx - hw, top + h * 0.75],
      [cx - hw * 0.96, top + h * 0.12],
      [cx - hw * 0.7, top],
      [cx + hw * 0.7, top],
      [cx + hw * 0.96, top + h * 0.12],
      [cx + hw, top + h * 0.75],
    ],
    Math.min(40, w * 0.14),
  );
  const panel = `<rect x="${cx - hw * 0.55}" y="${top + h * 0.12}" width="${hw * 1.1}" height="${h * 0.56}" rx="${w * 0.08}" fill="${t.leatherDark}" stroke="${t.accent}" stroke-width="${Math.max(2, w * 0.012)}" stroke-dasharray="${w * 0.03} ${w * 0.02}"/>`;
  const cushion = roundPoly(
    [
      [cx - hw * 1.02, top + h * 0.72],
      [cx + hw * 1.02, top + h * 0.72],
      [cx + hw * 1.12, bottom],
      [cx - hw * 1.12, bottom],
    ],
    w * 0.08,
  );
  const head = opts.headrest
    ? `<rect x="${cx - w * 0.03}" y="${top - h * 0.1}" width="${w * 0.06}" height="${h * 0.12}" fill="#6b6257"/><rect x="${cx - hw * 0.48}" y="${top - h * 0.27}" width="${hw * 0.96}" height="${h * 0.2}" rx="${h * 0.08}" fill="${t.leather}"/>`
    : '';
  const arms = opts.arms
    ? [-1, 1]
        .map(
          (s) =>
            `<rect x="${s < 0 ? cx - hw * 1.22 : cx + hw * 1.02}" y="${top + h * 0.5}" width="${hw * 0.2}" height="${h * 0.24}" rx="${hw * 0.08}" fill="${t.leatherDark}"/>`,
        )
        .join('')
    : '';
  return (
    head +
    `<path d="${back}" fill="${t.leather}"/><path d="${back}" fill="url(#sd)"/>` +
    panel +
    `<path d="${cushion}" fill="${t.leatherDark}"/>` +
    arms
  );
}

const SIDE_SHADE = `<linearGradient id="sd" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset=".25" stop-color="#000" stop-opacity="0"/><stop offset=".75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>`;

/* ------------------------------------------------------------------ the dashboard */

function dashScreens(brand: string, t: Theme, glassTop: number): string {
  const y = glassTop + 30;
  switch (brand) {
    case 'Lixiang': // two 15.7-inch screens side by side, a slim strip for the driver
      return (
        screen(476, y, 300, 175, t.accent) + screen(792, y, 300, 175, t.accent, 'media') + screen(270, y + 30, 170, 26, t.accent, 'cluster')
      );
    case 'Xiaomi': // a floating landscape screen, a small instrument pod behind the wheel
      return screen(500, y - 8, 330, 200, t.accent) + screen(288, y + 36, 130, 52, t.accent, 'cluster');
    case 'Zeekr': // a slim wide cluster and a large centre screen
      return screen(250, y + 30, 230, 48, t.accent, 'cluster') + screen(530, y, 290, 185, t.accent);
    default: // Avatr: a panoramic strip across the dash, the centre screen below it
      return screen(240, y, 820, 58, t.accent, 'cluster') + screen(520, y + 80, 300, 170, t.accent);
  }
}

const BONNET: Record<Silhouette, number> = {
  'large-suv': 44,
  'mid-suv': 36,
  'compact-crossover': 34,
  'coupe-suv': 30,
  'shooting-brake': 22,
  sedan: 18,
  'fastback-sedan': 14,
};

function dashboard(car: CarShapeInput, t: Theme): string {
  const body = buildBody(car);
  // A taller car sits its driver higher: more road in the windscreen.
  const horizon = 170 + Math.round((body.H - 1450) * 0.12);
  const glassTop = 336;
  const squarish = car.manufacturer === 'Xiaomi' || car.manufacturer === 'Lixiang';
  // The bonnet in the paint colour below the windscreen: a tall SUV's shows more than a low saloon's.
  const bonnet = BONNET[body.silhouette];
  return (
    `<rect width="1200" height="${glassTop + 40}" fill="url(#sk)"/>` +
    `<path d="M0 ${horizon + 40}Q300 ${horizon - 10} 600 ${horizon + 10}T1200 ${horizon}V${glassTop + 40}H0Z" fill="#9db3a4"/>` +
    `<path d="M560 ${horizon + 20}L80 ${glassTop + 40}H1120L640 ${horizon + 20}Z" fill="#8a9196"/><path d="M600 ${horizon + 26}V${glassTop + 40}" stroke="#e9edf0" stroke-width="5" stroke-dasharray="26 22"/>` +
    `<path d="M0 ${glassTop + 20 - bonnet}Q600 ${glassTop - 30 - bonnet} 1200 ${glassTop + 20 - bonnet}V${glassTop + 60}H0Z" fill="${shade(t.paint, 0.08)}"/>` +
    `<path d="M0 0H1200V58Q600 96 0 58Z" fill="${shade(t.leather, 0.15)}"/><rect x="560" y="58" width="80" height="26" rx="8" fill="#2a2d31"/>` +
    `<path d="M0 40L150 62L40 ${glassTop + 60}H0ZM1200 40L1050 62L1160 ${glassTop + 60}H1200Z" fill="${t.dash}"/>` +
    `<path d="M0 ${glassTop + 20}Q600 ${glassTop - 30} 1200 ${glassTop + 20}V800H0Z" fill="${t.dash}"/>` +
    `<path d="M0 ${glassTop + 20}Q600 ${glassTop - 30} 1200 ${glassTop + 20}V${glassTop + 44}Q600 ${glassTop - 6} 0 ${glassTop + 44}Z" fill="${shade(t.leather, -0.1)}"/>` +
    `<path d="M30 ${glassTop + 250}Q600 ${glassTop + 200} 1170 ${glassTop + 250}" stroke="${t.accent}" stroke-width="4" fill="none"/>` +
    `<path d="M30 ${glassTop + 250}Q600 ${glassTop + 200} 1170 ${glassTop + 250}" stroke="${t.accent}" stroke-opacity=".3" stroke-width="14" fill="none"/>` +
    dashScreens(car.manufacturer, t, glassTop) +
    `<path d="M500 800L540 ${glassTop + 300}H760L800 800Z" fill="#191b1f"/><rect x="590" y="${glassTop + 330}" width="120" height="46" rx="10" fill="#2b2f35"/>` +
    `<path d="M540 ${glassTop + 300}L500 800M760 ${glassTop + 300}L800 800" stroke="${t.accent}" stroke-width="3"/>` +
    steeringWheel(355, 560, 150, squarish, t.accent) +
    `<path d="M0 800V640Q60 600 150 640L190 800Z" fill="${t.leather}"/><path d="M1200 800V640Q1140 600 1050 640L1010 800Z" fill="${t.leather}"/>`
  );
}

/* ------------------------------------------------------------------ front seats, from the back seat */

function frontSeats(car: CarShapeInput, t: Theme, rows: 2 | 3, glassRoof: boolean): string {
  const integrated = car.manufacturer === 'Xiaomi' || car.manufacturer === 'Zeekr';
  const ceilingScreen = car.manufacturer === 'Lixiang' && rows === 3;
  const roof = glassRoof
    ? `<path d="M0 0H1200V120Q600 150 0 120Z" fill="#1f2a36"/><path d="M200 14H1000L960 96Q600 118 240 96Z" fill="#35506b" fill-opacity=".8"/>`
    : `<path d="M0 0H1200V120Q600 150 0 120Z" fill="${shade(t.leather, 0.25)}"/>`;
  return (
    `<rect width="1200" height="800" fill="${shade(t.leather, -0.55)}"/>` +
    `<path d="M240 130H960L1010 330H190Z" fill="url(#sk)"/><path d="M190 300Q600 270 1010 300V330H190Z" fill="#9db3a4"/>` +
    roof +
    `<path d="M0 110L240 130L190 330L0 420Z" fill="${t.dash}"/><path d="M1200 110L960 130L1010 330L1200 420Z" fill="${t.dash}"/>` +
    `<path d="M40 170L200 160L170 300L40 330Z" fill="url(#sk)" fill-opacity=".85"/><path d="M1160 170L1000 160L1030 300L1160 330Z" fill="url(#sk)" fill-opacity=".85"/>` +
    `<path d="M150 330Q600 290 1050 330V420H150Z" fill="${t.dash}"/><path d="M150 330Q600 290 1050 330" stroke="${t.accent}" stroke-width="3" fill="none"/>` +
    `<rect x="520" y="318" width="160" height="90" rx="8" fill="#0d1117"/><rect x="528" y="326" width="144" height="74" rx="5" fill="#1f2e3d"/>` +
    `<path d="M0 420L150 380H1050L1200 420V800H0Z" fill="${shade(t.leather, -0.45)}"/>` +
    `<path d="M470 800L520 470H680L730 800Z" fill="#1c1f23"/><rect x="520" y="470" width="160" height="90" rx="24" fill="${t.leatherDark}"/>` +
    `<path d="M530 476H670" stroke="${t.accent}" stroke-width="3"/>` +
    seatBack(350, 250, 330, 800, t, integrated) +
    seatBack(850, 250, 330, 800, t, integrated) +
    (ceilingScreen ? `<path d="M600 150V178" stroke="#111" stroke-width="10"/>` + screen(470, 176, 260, 140, t.accent, 'media') : '') +
    `<path d="M0 440L120 430V800H0ZM1200 440L1080 430V800H1200Z" fill="${shade(t.leather, -0.3)}"/>` +
    `<path d="M10 560L110 552M1190 560L1090 552" stroke="${t.accent}" stroke-width="5" stroke-linecap="round"/>`
  );
}

/* ------------------------------------------------------------------ rear seats, from the front */

function rearSeats(car: CarShapeInput, t: Theme, seats: number, rows: 2 | 3, height: number): string {
  // The cabin is drawn at one size; a taller car sits its seats lower under the roof: more headroom.
  const w0 = 250;
  const top = 230 + Math.round((height - 1450) * 0.3);
  const wall =
    `<rect width="1200" height="800" fill="${shade(t.leather, -0.5)}"/>` +
    `<path d="M0 0H1200V${w0 - 110}Q600 ${w0 - 80} 0 ${w0 - 110}Z" fill="${shade(t.leather, 0.22)}"/>` +
    `<path d="M330 ${w0 - 90}H870L900 ${w0 + 40}H300Z" fill="url(#sk)"/><path d="M300 ${w0 + 10}H900V${w0 + 40}H300Z" fill="#9db3a4"/>` +
    `<path d="M0 ${w0 - 120}L330 ${w0 - 90}L300 ${w0 + 60}L0 ${w0 + 120}ZM1200 ${w0 - 120}L870 ${w0 - 90}L900 ${w0 + 60}L1200 ${w0 + 120}Z" fill="${t.dash}"/>` +
    `<path d="M60 ${w0 - 70}L250 ${w0 - 70}L230 ${w0 + 50}L60 ${w0 + 80}ZM1140 ${w0 - 70}L950 ${w0 - 70}L970 ${w0 + 50}L1140 ${w0 + 80}Z" fill="url(#sk)" fill-opacity=".85"/>` +
    `<path d="M0 ${w0 + 120}L300 ${w0 + 60}H900L1200 ${w0 + 120}V800H0Z" fill="${shade(t.leather, -0.35)}"/>`;
  let seatsArt = '';
  if (rows === 3) {
    // Third row beyond the aisle, smaller; the second row's two captain chairs in front.
    seatsArt =
      seatFront(480, top + 80, 200, top + 300, t, { headrest: true }) +
      seatFront(720, top + 80, 200, top + 300, t, { headrest: true }) +
      `<path d="M500 800L560 ${top + 300}H640L700 800Z" fill="${shade(t.leather, -0.6)}"/>` +
      seatFront(300, top + 170, 330, 760, t, { headrest: true, arms: true }) +
      seatFront(900, top + 170, 330, 760, t, { headrest: true, arms: true });
  } else if (seats <= 4) {
    seatsArt =
      seatFront(370, top + 130, 340, 740, t, { headrest: true }) +
      seatFront(830, top + 130, 340, 740, t, { headrest: true }) +
      `<rect x="545" y="${top + 330}" width="110" height="${740 - top - 300}" rx="20" fill="${t.leatherDark}"/>` +
      `<rect x="560" y="${top + 350}" width="80" height="40" rx="10" fill="#1c1f23"/><path d="M555 ${top + 340}H645" stroke="${t.accent}" stroke-width="4"/>`;
  } else {
    const bench = roundPoly(
      [
        [210, top + 120],
        [990, top + 120],
        [1010, 600],
        [190, 600],
      ],
      50,
    );
    seatsArt =
      `<path d="${bench}" fill="${t.leather}"/><path d="${bench}" fill="url(#sd)"/>` +
      [340, 600, 860]
        .map(
          (x) =>
            `<rect x="${x - 12}" y="${top + 70}" width="24" height="60" fill="#6b6257"/><rect x="${x - 80}" y="${top - 10}" width="160" height="96" rx="38" fill="${t.leather}"/>`,
        )
        .join('') +
      `<path d="M470 ${top + 150}V590M730 ${top + 150}V590" stroke="${t.leatherDark}" stroke-width="6"/>` +
      `<path d="M260 ${top + 170}H440V570H260ZM760 ${top + 170}H940V570H760Z" fill="none" stroke="${t.accent}" stroke-width="4" stroke-dasharray="10 7"/>` +
      `<path d="M170 580H1030L1060 740H140Z" fill="${t.leatherDark}"/>`;
  }
  return wall + seatsArt + `<path d="M0 700L140 640V800H0ZM1200 700L1060 640V800H1200Z" fill="${shade(t.leather, -0.3)}"/>`;
}

/* ------------------------------------------------------------------ the picture */

export function drawCarInterior(car: CarShapeInput, view: InteriorView): string {
  const t = interiorTheme(car.color.hex);
  const body = buildBody(car);
  const rows = rowsOf(car);
  if (view === 4) return drawBoot(car);
  const art =
    view === 1
      ? dashboard(car, t)
      : view === 2
        ? frontSeats(car, t, rows, body.spec.glassRoof)
        : rearSeats(car, t, car.specs.seats ?? 5, rows, body.H);
  return `${svgOpen(1200, 800)}<defs>${SKY}${SHINE}${SIDE_SHADE}</defs>${art}</svg>`;
}
