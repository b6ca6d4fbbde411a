import type { CarInput } from '../schema.js';
import car01 from './01-lixiang-l6-pro.js';
import car02 from './02-lixiang-l6-max.js';
import car03 from './03-lixiang-l7-pro.js';
import car04 from './04-lixiang-l7-max.js';
import car05 from './05-lixiang-l8-pro.js';
import car06 from './06-lixiang-l8-max.js';
import car07 from './07-lixiang-l9-pro.js';
import car08 from './08-lixiang-l9-max.js';
import car09 from './09-xiaomi-yu7-standard.js';
import car10 from './10-xiaomi-yu7-pro.js';
import car11 from './11-xiaomi-yu7-max.js';
import car12 from './12-xiaomi-su7-standard.js';
import car13 from './13-xiaomi-su7-pro.js';
import car14 from './14-xiaomi-su7-max.js';
import car15 from './15-xiaomi-su7-ultra.js';
import car16 from './16-zeekr-7x-rwd.js';
import car17 from './17-zeekr-7x-long-range.js';
import car18 from './18-zeekr-7x-awd-performance.js';
import car19 from './19-zeekr-x-rwd.js';
import car20 from './20-zeekr-x-awd.js';
import car21 from './21-zeekr-x-awd-4-seat.js';
import car22 from './22-zeekr-001-we-95.js';
import car23 from './23-zeekr-001-we-100.js';
import car24 from './24-zeekr-001-me.js';
import car25 from './25-zeekr-001-you.js';
import car26 from './26-zeekr-007-rwd.js';
import car27 from './27-zeekr-007-rwd-smart-driving.js';
import car28 from './28-zeekr-007-long-range.js';
import car29 from './29-zeekr-007-awd.js';
import car30 from './30-zeekr-007-awd-performance.js';
import car31 from './31-zeekr-007-gt-rwd.js';
import car32 from './32-zeekr-007-gt-rwd-smart-driving.js';
import car33 from './33-zeekr-007-gt-long-range.js';
import car34 from './34-zeekr-007-gt-awd.js';
import car35 from './35-avatr-06-reev.js';
import car36 from './36-avatr-06-ev.js';
import car37 from './37-avatr-07-reev.js';
import car38 from './38-avatr-07-ev.js';
import car39 from './39-avatr-11-reev.js';
import car40 from './40-avatr-11-ev.js';

/** The 40 catalogue cars in id order (explicit imports, no glob). */
export const carInputs: CarInput[] = [
  car01,
  car02,
  car03,
  car04,
  car05,
  car06,
  car07,
  car08,
  car09,
  car10,
  car11,
  car12,
  car13,
  car14,
  car15,
  car16,
  car17,
  car18,
  car19,
  car20,
  car21,
  car22,
  car23,
  car24,
  car25,
  car26,
  car27,
  car28,
  car29,
  car30,
  car31,
  car32,
  car33,
  car34,
  car35,
  car36,
  car37,
  car38,
  car39,
  car40,
];
