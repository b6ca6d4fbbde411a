/**
 * What is wrong with a content file, said twice from one record: as the build's message for
 * whoever reads the log (`content/cars/x.yaml: specs.weight: …`), and as a code with its values,
 * which the staff editor words in the staff's language (locales/<lang>/editor.json, `problems`),
 * naming the field by its label. Every check of content/ throws a ContentProblem, so the editor
 * never shows a developer's sentence.
 */
import type { z } from 'zod';

/** A value a problem's wording may name: a figure, a file, a list of names. */
export type ProblemValue = string | number | boolean;

export interface ContentIssue {
  /** The field at fault, as a path into the file's data (`['specs', 'weight']`); empty for the whole file. */
  path: readonly (string | number)[];
  /**
   * What is wrong: a zod issue code (`too_small`, `invalid_type` …) for a value the schema refuses,
   * or the code a check gives (`car.id-taken`), which locales/<lang>/editor.json words.
   */
  code: string;
  params: Readonly<Record<string, ProblemValue>>;
  /** The build's own sentence, in English, for the log (a schema's issue starts with the field's path). */
  message: string;
}

export class ContentProblem extends Error {
  constructor(
    /** The file, from the project root: `content/cars/zeekr-001-you.yaml`. */
    readonly file: string,
    readonly issues: readonly ContentIssue[],
  ) {
    super(`${file}: ${issues.map((issue) => issue.message).join('; ')}`);
    this.name = 'ContentProblem';
  }
}

/** One problem a check found: `problem('content/cars/x.yaml', 'car.id-taken', '…', { path: ['id'], params: { other: 'Zeekr X' } })`. */
export function problem(
  file: string,
  code: string,
  message: string,
  { path = [], params = {} }: { path?: readonly (string | number)[]; params?: Record<string, ProblemValue> } = {},
): ContentProblem {
  return new ContentProblem(file, [{ path, code, params, message }]);
}

/** The values of a zod issue a sentence may use: its bounds, the expected type, the allowed choices. */
function zodParams(issue: z.core.$ZodIssue): Record<string, ProblemValue> {
  const params: Record<string, ProblemValue> = {};
  const record = issue as unknown as Record<string, unknown>;
  for (const key of ['minimum', 'maximum', 'expected', 'origin', 'format', 'inclusive', 'divisor', 'pattern'] as const) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[key] = value;
    if (typeof value === 'bigint') params[key] = Number(value);
  }
  if (Array.isArray(record.values)) params.values = record.values.map(String).join(', ');
  if (Array.isArray(record.keys)) params.keys = record.keys.map(String).join(', ');
  // A check written in the schema (superRefine) names its own code and values in `params`.
  if (issue.code === 'custom' && issue.params) {
    for (const [key, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[key] = value;
    }
  }
  return params;
}

/** The schema's verdict on a file, as a ContentProblem. */
export function schemaProblem(file: string, error: z.ZodError, wholeFile = '(file)'): ContentProblem {
  return new ContentProblem(
    file,
    error.issues.map((issue) => {
      const custom = issue.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : undefined;
      return {
        path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
        code: custom ?? issue.code,
        params: zodParams(issue),
        // The log names the field, or the whole file when the issue is about no one field.
        message: `${issue.path.length ? issue.path.join('.') : wholeFile}: ${issue.message}`,
      };
    }),
  );
}
