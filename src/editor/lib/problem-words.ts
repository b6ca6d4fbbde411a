/**
 * A build's refusal in the staff's words (locales/ru/editor.json `problems`), never the
 * developer's sentence: the field's label from the form, then what is wrong and what to do.
 * Pure: the words and labels are passed in.
 */
import type { ContentIssue, ProblemValue } from '../../../content/problems.js';
import { pathLabel, type FieldLabels } from './field-labels.js';
import { formatName } from './pattern-names.js';
import { parseTypedNumber } from './typed-number.js';

export interface ProblemWords {
  /** `problems.<code>`: a sentence, or sentences by what was checked (`number`, `string`, `array`). */
  problems: Record<string, string | Record<string, string>>;
  /** `app` strings the wording uses: `problemItem` («№ »), `problemElsewhere` («В записи «{{entry}}»: »). */
  app: Record<string, string>;
  /** What each recurring format asks for (`patterns.<name>`, named in pattern-names.ts). */
  patterns: Record<string, string>;
  /** Russian names of the languages (`languages`). */
  languages: Record<string, string>;
  /** `choices.<set>`, for a problem that names a value (a car's view). */
  choices: Record<string, Record<string, string>>;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** The problem's values as the sentence names them: a figure by its label, a language by its name. */
function namedParams(issue: ContentIssue, words: ProblemWords, labels: FieldLabels): Record<string, string> {
  const named: Record<string, string> = {};
  for (const [key, value] of Object.entries(issue.params) as [string, ProblemValue][]) {
    let text = String(value);
    if (key === 'figure') text = labels.get(`cars.specs.${text}`) ?? text;
    if (key === 'lang') text = words.languages[text] ?? text;
    if (key === 'view') text = words.choices['cars.photos']?.[text] ?? text;
    if (typeof value === 'number') text = String(value).replace('.', ',');
    named[key] = text;
  }
  return named;
}

/** The value at a path of the form's data. */
function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    data,
  );
}

/**
 * The sentence for an issue: a figure outside its usual range, typed but not yet confirmed, is held
 * in the form as text, which the schema calls the wrong type; it is said as the question it is.
 * A format is said as its hint says it (a phone number, a link); other codes by what was checked.
 */
function template(issue: ContentIssue, words: ProblemWords, data: unknown): string | undefined {
  if (issue.code === 'invalid_type' && issue.params.expected === 'number') {
    const value = valueAt(data, issue.path);
    if (typeof value === 'string' && typeof parseTypedNumber(value) === 'number') return words.app.numberWaiting;
  }
  if (issue.code === 'invalid_format') {
    const name = formatName(issue.params);
    if (name && words.patterns[name]) return words.patterns[name];
  }
  const entry = words.problems[issue.code];
  const kind = String(issue.params.origin ?? issue.params.expected ?? '');
  return typeof entry === 'string' ? entry : (entry?.[kind] ?? entry?.default);
}

/** One issue, in words: «Масса, кг: не меньше 1»; `data` is the form's, where the issue's path points. */
export function issueWords(
  issue: ContentIssue,
  scope: string | undefined,
  words: ProblemWords,
  labels: FieldLabels,
  data?: unknown,
): string {
  const chosen = template(issue, words, data);
  const values = namedParams(issue, words, labels);
  // A code without words yet: the staff still learn which field, and the build's own sentence.
  const sentence = chosen ? fill(chosen, values) : `${words.problems.unknown as string} ${issue.message}`;
  const field = scope ? pathLabel(labels, scope, issue.path, words.app.problemItem ?? '№ ', data) : '';
  return field ? `${field}: ${sentence}` : sentence;
}
