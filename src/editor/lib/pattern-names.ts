/**
 * The content's recurring formats, named so their words live in the strings (`patterns.<name>`),
 * not as expressions a sales manager would be shown: the form's hint under a field
 * (scripts/content/cms-fields.ts) and the check's sentence for a value that breaks one
 * (problem-words.ts) say the same. Keyed by the pattern as JSON Schema writes it, or the format.
 */
import { PHONE_PATTERN } from '../../../content/schema.js';

export const PATTERN_NAMES: Record<string, string> = {
  '^\\d{2}:\\d{2}$': 'time',
  '^([01]\\d|2[0-3]):[0-5]\\d$': 'time',
  '^[a-z0-9]+(?:-[a-z0-9]+)*$': 'slug',
  '^[a-z0-9-]+$': 'id',
  '^\\d{9}$': 'unp',
  '^\\/[a-z0-9/_.-]+\\.(svg|jpe?g|png|webp|avif)$': 'publicPath',
  '^\\/images\\/uploads\\/[\\w./-]+\\.(jpe?g|JPE?G|png|PNG|webp|WEBP|avif|AVIF)$': 'uploadedPhoto',
  [PHONE_PATTERN]: 'phone',
  uri: 'uri',
  email: 'email',
};

/** The name of the format a zod issue reports (`format`, with `pattern` as /source/ for a regex), if it has words. */
export function formatName(params: { format?: unknown; pattern?: unknown }): string | undefined {
  const format = String(params.format ?? '');
  if (format === 'regex') return PATTERN_NAMES[String(params.pattern ?? '').replace(/^\/([\s\S]*)\/[a-z]*$/, '$1')];
  return PATTERN_NAMES[format === 'url' ? 'uri' : format];
}
