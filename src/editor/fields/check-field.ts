/**
 * «Проверка перед сохранением» (`site-check`), first in every form: as staff type, it lays the
 * entry over the repository's files and runs the build's own checks on them
 * (content/check-entry.ts). While the site would not build, it lists why in the staff's words and
 * the form cannot be saved — Sveltia asks every custom field `isValid()` before a save. The field
 * writes nothing to the file (config.yml drops empty optional fields).
 */
import { getConfig, type EditorConfigFile } from '../backend.js';
import { checkEntry, launchChecklist, type EditedEntry } from '../site-files/check-entry.js';
import exampleLabels from '../../../locales/ru/example-facts.json';
import { getSnapshot } from '../site-files/snapshot.js';
import { fieldLabels, scopeOfFile, type FieldLabels } from '../lib/field-labels.js';
import { issueWords } from '../lib/problem-words.js';
import { say, words } from '../words.js';
import { fieldClass, h, plainEntry, type FieldInstance } from './react.js';

type Verdict =
  | { status: 'checking' }
  | { status: 'ok'; examples?: string[] }
  | { status: 'offline' }
  | { status: 'problems'; lines: string[]; fresh: boolean };

/** The files whose form shows the launch checklist. */
const CHECKLIST_FILES = new Set(['content/company.yaml', 'content/about.yaml']);

interface State {
  verdict: Verdict;
  /** A check is under way: the last verdict stays up, dimmed, so the form does not jump as staff type. */
  busy?: boolean;
}

const LANGUAGES = ['ru', 'en'];

/** The entry as the check reads it: which file, which language's form, its data. */
export function editedEntry(entry: NonNullable<ReturnType<typeof plainEntry>>, scope: string): EditedEntry {
  // The form's language is the one its entry names no other data for (an article's English form has `ru` in i18n).
  const locale = LANGUAGES.find((lang) => !(lang in entry.i18n)) ?? 'ru';
  const otherLocales = Object.fromEntries(Object.entries(entry.i18n).map(([lang, value]) => [lang, value.data]));
  return { collection: scope, path: entry.path, locale, data: entry.data, otherLocales };
}

/** The problem in the staff's words: each issue on a line; a problem in another entry says which. */
function problemLines(
  entry: EditedEntry,
  problem: NonNullable<ReturnType<typeof checkEntry>>,
  config: EditorConfigFile,
  labels: FieldLabels,
): string[] {
  const scope = problem.file ? scopeOfFile(config, problem.file) : undefined;
  const here = !problem.file || !entry.path || problem.file === entry.path;
  return problem.issues.map((issue) => {
    const line = issueWords(issue, scope, words, labels, here ? entry.data : undefined);
    return here ? line : say('problemElsewhere', { entry: problem.file }) + line;
  });
}

let labels: { config: EditorConfigFile; labels: FieldLabels } | undefined;

/**
 * What blocks the save. Sveltia lists it in its «Проверка» panel, which keeps it until staff press
 * «Проверить» again and stands far from the form's box: so it says the problems themselves, not «see below».
 */
const refusal = (lines: string[]) => ({ error: { message: say('checkProblemsShort', { problems: lines.join(' ') }) } });

export const CheckField = fieldClass<State>({
  getInitialState() {
    return { verdict: { status: 'checking' } };
  },

  async isValid(this: FieldInstance<State>) {
    // Only the latest check's answer is kept while staff type; counted on the instance (each language's form
    // has its own field), not in state, which a check must see change at once.
    const self = this as unknown as { latest?: number };
    const mine = (self.latest = (self.latest ?? 0) + 1);
    // Let a burst of typing settle: the check reads every content file.
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (mine !== self.latest) return this.state.verdict.status === 'problems' ? refusal(this.state.verdict.lines) : true;
    const plain = plainEntry(this.props);
    if (!plain) return true;
    // Say a check is under way (site-check--checking): a verdict shown plainly is always the one for what the form holds now.
    if (!this.state.busy) this.setState({ busy: true });
    try {
      const [config, snapshot] = await Promise.all([getConfig(), getSnapshot()]);
      if (labels?.config !== config) labels = { config, labels: fieldLabels(config) };
      const scope = scopeOfFile(config, plain.path) ?? plain.collection;
      const entry = editedEntry(plain, scope);
      const problem = checkEntry(entry, snapshot);
      if (!problem) {
        // The company's and the about page's forms list the facts still marked as examples, in the footer's words.
        const examples = CHECKLIST_FILES.has(plain.path)
          ? launchChecklist()
              .filter((fact) => fact.file === plain.path)
              .map((fact) => exampleLabels.labels[fact.id as keyof typeof exampleLabels.labels] ?? fact.label)
          : undefined;
        this.setState({ verdict: { status: 'ok', examples }, busy: false });
        return true;
      }
      const lines = problemLines(entry, problem, config, labels.labels);
      // A new entry (no file yet) starts with its fields empty: a to-do list, not an alarm.
      this.setState({ verdict: { status: 'problems', lines, fresh: !plain.path }, busy: false });
      return refusal(lines);
    } catch {
      // Without the repository the form cannot be checked here; the build still checks the save.
      this.setState({ verdict: { status: 'offline' }, busy: false });
      return true;
    }
  },

  render(this: FieldInstance<State>) {
    const { verdict } = this.state;
    const text =
      verdict.status === 'checking'
        ? say('checkChecking')
        : verdict.status === 'ok'
          ? say('checkOk')
          : verdict.status === 'offline'
            ? say('checkOffline')
            : say(verdict.fresh ? 'checkToDo' : 'checkProblems');
    const look = verdict.status === 'problems' && verdict.fresh ? 'todo' : verdict.status;
    const busy = this.state.busy && verdict.status !== 'checking' ? ' site-check--checking' : '';
    return h(
      'div',
      {
        id: this.props.forID,
        className: `site-check site-check--${look}${busy}`,
        role: 'status',
        'aria-live': 'polite',
        'aria-busy': this.state.busy ? true : undefined,
      },
      h('p', { className: 'site-check__verdict' }, text),
      verdict.status === 'problems'
        ? h('ul', { className: 'site-check__problems' }, ...verdict.lines.map((line) => h('li', { key: line }, line)))
        : null,
      verdict.status === 'ok' && verdict.examples
        ? h(
            'div',
            { className: 'site-check__checklist' },
            h('p', null, say(verdict.examples.length ? 'checklistTitle' : 'checklistNone')),
            verdict.examples.length ? h('ul', null, ...verdict.examples.map((label) => h('li', { key: label }, label))) : null,
          )
        : null,
    );
  },
});
