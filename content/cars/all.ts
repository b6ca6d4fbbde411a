import type { CarInput } from '../schema';
import car01 from './01-lixiang-l6-pro.ts';
import car02 from './02-lixiang-l6-max.ts';
import car03 from './03-lixiang-l7-pro.ts';
import car04 from './04-lixiang-l7-max.ts';
import car05 from './05-lixiang-l8-pro.ts';
import car06 from './06-lixiang-l8-max.ts';
import car07 from './07-lixiang-l9-pro.ts';
import car08 from './08-lixiang-l9-max.ts';
import car09 from './09-xiaomi-yu7-standard.ts';
import car10 from './10-xiaomi-yu7-pro.ts';
import car11 from './11-xiaomi-yu7-max.ts';
import car12 from './12-xiaomi-su7-standard.ts';
import car13 from './13-xiaomi-su7-pro.ts';
import car14 from './14-xiaomi-su7-max.ts';
import car15 from './15-xiaomi-su7-ultra.ts';
import car16 from './16-zeekr-7x-rwd.ts';
import car17 from './17-zeekr-7x-long-range.ts';
import car18 from './18-zeekr-7x-awd-performance.ts';
import car19 from './19-zeekr-x-rwd.ts';
import car20 from './20-zeekr-x-awd.ts';
import car21 from './21-zeekr-x-awd-4-seat.ts';
import car22 from './22-zeekr-001-we-95.ts';
import car23 from './23-zeekr-001-we-100.ts';
import car24 from './24-zeekr-001-me.ts';
import car25 from './25-zeekr-001-you.ts';
import car26 from './26-zeekr-007-rwd.ts';
import car27 from './27-zeekr-007-rwd-smart-driving.ts';
import car28 from './28-zeekr-007-long-range.ts';
import car29 from './29-zeekr-007-awd.ts';
import car30 from './30-zeekr-007-awd-performance.ts';
import car31 from './31-zeekr-007-gt-rwd.ts';
import car32 from './32-zeekr-007-gt-rwd-smart-driving.ts';
import car33 from './33-zeekr-007-gt-long-range.ts';
import car34 from './34-zeekr-007-gt-awd.ts';
import car35 from './35-avatr-06-reev.ts';
import car36 from './36-avatr-06-ev.ts';
import car37 from './37-avatr-07-reev.ts';
import car38 from './38-avatr-07-ev.ts';
import car39 from './39-avatr-11-reev.ts';
import car40 from './40-avatr-11-ev.ts';

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
