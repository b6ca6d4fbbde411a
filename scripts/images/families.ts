/**
 * How each model family departs from its silhouette's shape (geometry.ts): the roof line, the
 * nose, the tail, the window line and the pillars that make a Li L7 look like an L7 and not like
 * an L9 with a shorter tape measure. Each entry refines one silhouette, the one the family's car
 * files name; a car whose file names another silhouette (or a family not listed here) is drawn
 * with the silhouette's own shape. Figures are fractions of the car's own length (x) and height
 * (z), so the car's real dimensions still set its size.
 *
 * Read against side photos of each model (the makers' configurators and launch pictures).
 */
import type { Silhouette } from '../../content/schema.js';
import type { ShapeSpec } from './geometry.js';

export interface FamilyShape {
  silhouette: Silhouette;
  shape: Partial<ShapeSpec>;
}

/** The family's key, as the car files name it: manufacturer and model. */
export const familyKey = (car: { manufacturer: string; model: string }): string => `${car.manufacturer} ${car.model}`;

export const FAMILY_SHAPES: Readonly<Record<string, FamilyShape>> = {
  // SU7: a long, low nose, the roof peaking over the rear doors and flowing into a ducktail deck.
  'Xiaomi SU7': {
    silhouette: 'fastback-sedan',
    shape: {
      top: [
        [0, 0.37],
        [0.01, 0.44],
        [0.03, 0.495],
        [0.07, 0.535],
        [0.15, 0.57],
        [0.24, 0.605],
        [0.3, 0.635],
        [0.38, 0.82],
        [0.45, 0.965],
        [0.52, 1],
        [0.6, 0.985],
        [0.7, 0.915],
        [0.8, 0.8],
        [0.88, 0.73],
        [0.95, 0.705],
        [0.985, 0.71],
        [1, 0.66],
      ],
    },
  },
  // YU7: an SUV's tall, rounded nose and deep flanks under a roof that stays high over the rear
  // seats, then falls in a short, steep line to a spoiler on a high tail; black pillars and roof;
  // an SUV's clearance (walk 17 read the lower, longer slope as a fastback saloon).
  'Xiaomi YU7': {
    silhouette: 'coupe-suv',
    shape: {
      top: [
        [0, 0.5],
        [0.012, 0.58],
        [0.04, 0.63],
        [0.1, 0.66],
        [0.2, 0.68],
        [0.31, 0.71],
        [0.38, 0.85],
        [0.44, 0.96],
        [0.5, 1],
        [0.6, 0.995],
        [0.7, 0.975],
        [0.78, 0.94],
        [0.86, 0.885],
        [0.92, 0.845],
        [0.955, 0.83],
        [0.975, 0.815],
        [0.99, 0.74],
        [1, 0.58],
      ],
      belt: [
        [0.31, 0.655],
        [0.6, 0.67],
        [0.83, 0.7],
      ],
      frontLow: 0.2,
      rearLow: 0.26,
      clearance: 200,
      frontShare: 0.45,
      wheel: 770,
      nose: 0.7,
      noseRound: 0.09,
      cowl: 0.31,
      roofFront: 0.45,
      roofRear: 0.72,
      backlightEnd: 0.955,
      backlightLow: 0.83,
      dlo: [0.32, 0.86],
      pillars: [[0.58, 0.026]],
      blackFrame: true,
    },
  },
  // Avatr 11: a sharper coupe-SUV: low pointed nose, a high waist under a slim glasshouse, the
  // roof held over the rear seats before it falls to a ducktail on a high tail, a broad
  // body-coloured C-pillar, and an SUV's clearance (walk 17 read a longer slope as a saloon).
  'Avatr 11': {
    silhouette: 'coupe-suv',
    shape: {
      top: [
        [0, 0.42],
        [0.012, 0.5],
        [0.05, 0.565],
        [0.15, 0.61],
        [0.29, 0.67],
        [0.37, 0.85],
        [0.42, 0.96],
        [0.47, 1],
        [0.6, 0.99],
        [0.7, 0.965],
        [0.8, 0.915],
        [0.88, 0.865],
        [0.93, 0.835],
        [0.96, 0.82],
        [0.985, 0.745],
        [1, 0.58],
      ],
      belt: [
        [0.29, 0.655],
        [0.55, 0.675],
        [0.75, 0.71],
      ],
      frontLow: 0.17,
      rearLow: 0.25,
      clearance: 190,
      frontShare: 0.45,
      wheel: 750,
      nose: 0.6,
      cowl: 0.29,
      roofFront: 0.43,
      roofRear: 0.66,
      backlightEnd: 0.96,
      backlightLow: 0.8,
      dlo: [0.3, 0.8],
      pillars: [[0.56, 0.03]],
      blackFrame: false,
    },
  },
  // Avatr 07: a mid-size SUV, not an estate: the roof stays level over the rear seats, then
  // drops to a spoiler above a raked tailgate; a blacked-out D-pillar behind the quarter glass.
  'Avatr 07': {
    silhouette: 'mid-suv',
    shape: {
      top: [
        [0, 0.5],
        [0.012, 0.585],
        [0.045, 0.625],
        [0.15, 0.655],
        [0.28, 0.69],
        [0.36, 0.86],
        [0.42, 0.97],
        [0.47, 1],
        [0.7, 0.99],
        [0.79, 0.965],
        [0.86, 0.92],
        [0.91, 0.875],
        [0.945, 0.855],
        [0.97, 0.84],
        [0.988, 0.75],
        [1, 0.57],
      ],
      belt: [
        [0.28, 0.64],
        [0.6, 0.655],
        [0.86, 0.7],
      ],
      frontLow: 0.18,
      rearLow: 0.24,
      clearance: 180,
      frontShare: 0.46,
      wheel: 760,
      nose: 0.66,
      cowl: 0.28,
      roofFront: 0.42,
      roofRear: 0.78,
      backlightEnd: 1,
      backlightLow: 0.8,
      rake: 0.04,
      dlo: [0.29, 0.86],
      pillars: [
        [0.555, 0.026],
        [0.77, 0.022],
      ],
      tumble: 0.45,
      blackFrame: true,
    },
  },
  // Zeekr 7X: a smooth mid-size SUV: rounded nose, a long unbroken arc of roof falling gently to
  // a softly rounded tail, a level window line.
  'Zeekr 7X': {
    silhouette: 'mid-suv',
    shape: {
      top: [
        [0, 0.48],
        [0.014, 0.565],
        [0.05, 0.615],
        [0.15, 0.645],
        [0.28, 0.675],
        [0.36, 0.845],
        [0.43, 0.97],
        [0.5, 1],
        [0.6, 0.995],
        [0.7, 0.975],
        [0.8, 0.94],
        [0.88, 0.9],
        [0.93, 0.875],
        [0.96, 0.86],
        [0.982, 0.78],
        [1, 0.58],
      ],
      belt: [
        [0.28, 0.635],
        [0.6, 0.65],
        [0.88, 0.68],
      ],
      frontLow: 0.18,
      rearLow: 0.24,
      clearance: 175,
      frontShare: 0.47,
      wheel: 760,
      nose: 0.62,
      tail: 0.8,
      noseRound: 0.11,
      tailRound: 0.09,
      cowl: 0.28,
      roofFront: 0.43,
      roofRear: 0.76,
      backlightEnd: 1,
      backlightLow: 0.82,
      dlo: [0.29, 0.88],
      pillars: [
        [0.565, 0.026],
        [0.785, 0.03],
      ],
      tumble: 0.48,
      blackFrame: true,
    },
  },
  // Zeekr X: a small, tall crossover on short overhangs: a blunt nose, a short bonnet, a window
  // line that kicks up into a thick floating C-pillar, and an upright hatch.
  'Zeekr X': {
    silhouette: 'compact-crossover',
    shape: {
      top: [
        [0, 0.54],
        [0.015, 0.61],
        [0.05, 0.645],
        [0.14, 0.665],
        [0.27, 0.7],
        [0.35, 0.86],
        [0.41, 0.97],
        [0.47, 1],
        [0.65, 0.995],
        [0.78, 0.97],
        [0.87, 0.935],
        [0.925, 0.91],
        [0.955, 0.9],
        [0.978, 0.8],
        [1, 0.6],
      ],
      belt: [
        [0.27, 0.645],
        [0.6, 0.665],
        [0.7, 0.72],
        [0.77, 0.8],
      ],
      frontLow: 0.2,
      rearLow: 0.25,
      clearance: 175,
      frontShare: 0.49,
      wheel: 730,
      nose: 0.7,
      tail: 0.84,
      noseRound: 0.1,
      tailRound: 0.07,
      cowl: 0.27,
      roofFront: 0.41,
      roofRear: 0.86,
      backlightEnd: 1,
      backlightLow: 0.8,
      dlo: [0.28, 0.775],
      pillars: [[0.56, 0.03]],
      blackFrame: true,
    },
  },
  // Zeekr 001: a long roof that eases down to an almost vertical tailgate.
  'Zeekr 001': {
    silhouette: 'shooting-brake',
    shape: {
      top: [
        [0, 0.44],
        [0.012, 0.51],
        [0.045, 0.55],
        [0.14, 0.585],
        [0.28, 0.63],
        [0.36, 0.81],
        [0.44, 0.97],
        [0.5, 1],
        [0.68, 0.985],
        [0.84, 0.93],
        [0.935, 0.885],
        [0.962, 0.875],
        [0.985, 0.76],
        [1, 0.58],
      ],
    },
  },
  // Zeekr 007 GT: a lower, shorter shooting brake than the 001: the roof falls further toward a
  // raked tailgate.
  'Zeekr 007 GT': {
    silhouette: 'shooting-brake',
    shape: {
      top: [
        [0, 0.44],
        [0.012, 0.51],
        [0.045, 0.55],
        [0.14, 0.585],
        [0.29, 0.635],
        [0.37, 0.82],
        [0.44, 0.96],
        [0.5, 1],
        [0.62, 0.99],
        [0.75, 0.945],
        [0.86, 0.88],
        [0.93, 0.835],
        [0.96, 0.82],
        [0.985, 0.72],
        [1, 0.6],
      ],
      roofRear: 0.86,
      backlightLow: 0.8,
      dlo: [0.3, 0.88],
      pillars: [
        [0.575, 0.026],
        [0.77, 0.03],
      ],
    },
  },
  // Zeekr 007: a four-door coupe rather than a three-box saloon: a low nose, the roof falling in one
  // long line through a raked rear window to a short, high deck with a lip (walk 17 read the longer
  // flat deck as a generic saloon).
  'Zeekr 007': {
    silhouette: 'sedan',
    shape: {
      top: [
        [0, 0.45],
        [0.013, 0.52],
        [0.045, 0.56],
        [0.14, 0.59],
        [0.3, 0.64],
        [0.38, 0.82],
        [0.45, 0.965],
        [0.51, 1],
        [0.6, 0.985],
        [0.68, 0.94],
        [0.76, 0.865],
        [0.83, 0.79],
        [0.885, 0.75],
        [0.93, 0.737],
        [0.975, 0.735],
        [1, 0.67],
      ],
      roofRear: 0.62,
      backlightEnd: 0.88,
      backlightLow: 0.75,
    },
  },
  // Avatr 06: a coupe-like saloon: a long, low rear window running almost to the tail, a
  // short deck with a lip.
  'Avatr 06': {
    silhouette: 'sedan',
    shape: {
      top: [
        [0, 0.43],
        [0.012, 0.5],
        [0.045, 0.545],
        [0.14, 0.58],
        [0.3, 0.635],
        [0.38, 0.82],
        [0.45, 0.965],
        [0.5, 1],
        [0.58, 0.99],
        [0.68, 0.935],
        [0.79, 0.835],
        [0.87, 0.75],
        [0.92, 0.72],
        [0.975, 0.715],
        [1, 0.64],
      ],
      belt: [
        [0.3, 0.625],
        [0.6, 0.655],
        [0.84, 0.69],
      ],
      roofRear: 0.58,
      backlightEnd: 0.9,
      backlightLow: 0.72,
      dlo: [0.31, 0.82],
      pillars: [[0.565, 0.028]],
    },
  },
  // Li L9 (six seats): the tallest, longest box: a flat roof to the tail, an upright tailgate, a
  // tall blunt nose; three rows of side glass (geometry.ts THREE_ROW).
  'Lixiang L9': {
    silhouette: 'large-suv',
    shape: {
      top: [
        [0, 0.52],
        [0.012, 0.6],
        [0.04, 0.625],
        [0.14, 0.645],
        [0.25, 0.67],
        [0.33, 0.83],
        [0.4, 0.97],
        [0.46, 1],
        [0.75, 0.995],
        [0.935, 0.975],
        [0.965, 0.955],
        [0.982, 0.85],
        [1, 0.55],
      ],
    },
  },
  // Li L8 (six seats): the L9's face and glass on a shorter body, its roof rounding off earlier.
  'Lixiang L8': {
    silhouette: 'large-suv',
    shape: {
      top: [
        [0, 0.52],
        [0.012, 0.6],
        [0.04, 0.625],
        [0.14, 0.645],
        [0.25, 0.67],
        [0.33, 0.83],
        [0.4, 0.97],
        [0.46, 1],
        [0.7, 0.995],
        [0.86, 0.975],
        [0.93, 0.95],
        [0.962, 0.925],
        [0.982, 0.83],
        [1, 0.55],
      ],
      roofRear: 0.94,
    },
  },
  // Li L7 (five seats): the same face as the L8 and L9, but the roof falls from over the rear
  // seats to a raked tailgate behind a broad, forward-leaning D-pillar.
  'Lixiang L7': {
    silhouette: 'large-suv',
    shape: {
      top: [
        [0, 0.52],
        [0.012, 0.6],
        [0.04, 0.625],
        [0.14, 0.645],
        [0.25, 0.67],
        [0.33, 0.83],
        [0.4, 0.97],
        [0.46, 1],
        [0.62, 0.995],
        [0.74, 0.97],
        [0.84, 0.925],
        [0.91, 0.885],
        [0.95, 0.865],
        [0.972, 0.845],
        [0.988, 0.74],
        [1, 0.56],
      ],
      roofRear: 0.76,
      backlightLow: 0.78,
      rake: 0.055,
      dlo: [0.26, 0.84],
      pillars: [
        [0.52, 0.028],
        [0.735, 0.03],
      ],
    },
  },
  // Li L6 (five seats): the smallest: the L7's two rows, its roof easing down less, a shorter
  // quarter window and a more upright tail.
  'Lixiang L6': {
    silhouette: 'large-suv',
    shape: {
      top: [
        [0, 0.52],
        [0.012, 0.6],
        [0.04, 0.625],
        [0.14, 0.645],
        [0.25, 0.67],
        [0.33, 0.83],
        [0.4, 0.97],
        [0.46, 1],
        [0.66, 0.995],
        [0.78, 0.975],
        [0.87, 0.945],
        [0.93, 0.92],
        [0.962, 0.905],
        [0.984, 0.8],
        [1, 0.56],
      ],
      roofRear: 0.82,
      backlightLow: 0.8,
      rake: 0.03,
      dlo: [0.26, 0.87],
      pillars: [
        [0.53, 0.028],
        [0.765, 0.045],
      ],
    },
  },
};
