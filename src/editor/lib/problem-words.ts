/**
 * A build's refusal in the staff's words (locales/ru/editor.json `problems`), never the
 * developer's sentence: the field's label from the form, then what is wrong and what to do.
 * Pure: the words and labels are passed in.
 */
import type { ContentIssue, ProblemValue } from '../../../content/problems.js';
import { pathLabel, type FieldLabels } from './field-labels.js';

export interface ProblemWords {
  /** `problems.<code>`: a sentence, or sentences by what was checked (`number`, `string`, `array`). */
  problems: Record<string, string | Record<string, string>>;
  /** `app` strings the wording uses: `problemItem` («№ »), `problemElsewhere` («В записи «{{entry}}»: »). */
  app: Record<string, string>;
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

/** One issue, in words: «Масса, кг: не меньше 1». */
export function issueWords(issue: ContentIssue, scope: string | undefined, words: ProblemWords, labels: FieldLabels): string {
  const entry = words.problems[issue.code];
  const origin = String(issue.params.origin ?? '');
  const template = typeof entry === 'string' ? entry : (entry?.[origin] ?? entry?.default);
  const values = namedParams(issue, words, labels);
  // A code without words yet: the staff still learn which field, and the build's own sentence.
  const sentence = template ? fill(template, values) : `${words.problems.unknown as string} ${issue.message}`;
  const field = scope ? pathLabel(labels, scope, issue.path, words.app.problemItem ?? '№ ') : '';
  return field ? `${field}: ${sentence}` : sentence;
}
