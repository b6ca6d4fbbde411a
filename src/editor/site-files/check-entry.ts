/**
 * Would the site still build if this entry were saved as it is in the form? The entry becomes the
 * file(s) Sveltia CMS would write, laid over the repository's files in memory, and the build's own
 * checks run on them (content/check.ts, the code `npm run build` runs first). The answer is the
 * build's ContentProblem, or null.
 */
import { stringify } from 'yaml';
import { checkContent } from '../../../content/check.js';
import { forgetContent, getExampleFacts } from '../../../content/index.js';
import type { ExampleFact } from '../../../content/company.js';
import { ContentProblem } from '../../../content/problems.js';
import { brandSlug, carSlug } from '../../../shared/slug.js';
import { setFiles } from './memory-fs.js';
import type { Snapshot } from './snapshot.js';

/** The entry being edited, as Sveltia hands it to a field (its `entry` prop, made plain). */
export interface EditedEntry {
  /** The collection's name; a single file (company facts …) is `_singletons`. */
  collection: string;
  /** The file of the form's language, from the repository's root; '' for an entry not saved yet. */
  path: string;
  /** The form's language: a two-language entry (an article) is two files. */
  locale: string;
  data: Record<string, unknown>;
  /** The entry's other languages, for an article: `{ en: { … } }`. */
  otherLocales: Record<string, Record<string, unknown>>;
}

/** The check field itself (src/editor/fields/check-field.ts) is never written to a file. */
const CHECK_FIELD = 'siteCheck';
/** Sveltia's own marks on a list's items (`__sc_item_id` …), which it drops when it writes the file. */
const SVELTIA_MARK = /^__sc_/;

/** What Sveltia writes for a value: an empty optional value is left out (cms-config.ts `omit_empty_optional_fields`). */
export function fileData(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(fileData).filter((item) => item !== undefined);
    return items.length ? items : undefined;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([key]) => key !== CHECK_FIELD && !SVELTIA_MARK.test(key))
      .map(([key, item]) => [key, fileData(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value === null || value === undefined || value === '' ? undefined : value;
}

const yamlText = (data: Record<string, unknown>) => stringify(fileData(data) ?? {});

/** A Markdown file: its front matter and its text (`body`). */
function markdownText(data: Record<string, unknown>): string {
  const { body, ...frontMatter } = data;
  return `---\n${yamlText(frontMatter)}---\n\n${typeof body === 'string' ? body : ''}\n`;
}

/** Where Sveltia saves a new entry: its slug, and `-1`, `-2` … when a file of that name exists. */
function newFile(snapshot: Snapshot, folder: string, slug: string, extension: string): string {
  let path = `${folder}/${slug}${extension}`;
  for (let n = 1; snapshot.has(path); n += 1) path = `${folder}/${slug}-${n}${extension}`;
  return path;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The file(s) the entry is saved as: path → text. */
export function entryFiles(entry: EditedEntry, snapshot: Snapshot): Map<string, string> {
  const { collection, path, data } = entry;
  const files = new Map<string, string>();
  if (collection === 'cars') {
    const file = path || newFile(snapshot, 'content/cars', carSlug(text(data.name), Number(data.id) || 0), '.yaml');
    files.set(file, yamlText(data));
  } else if (collection === 'brands') {
    const file =
      path || newFile(snapshot, 'content/brands', brandSlug(text(data.catalogueName) || text((data.name as { en?: string })?.en)), '.yaml');
    files.set(file, yamlText(data));
  } else if (collection === 'news' || collection === 'legal') {
    // Both languages' files: the build checks them against each other.
    const languages = { ...entry.otherLocales, [entry.locale]: data };
    for (const [lang, content] of Object.entries(languages)) {
      const existing = path ? path.replace(new RegExp(`\\.${entry.locale}\\.md$`), `.${lang}.md`) : '';
      // An article without its address yet is checked under a stand-in name: its missing slug is the problem to tell.
      files.set(existing || `content/${collection}/${text(content.slug) || 'new-article'}.${lang}.md`, markdownText(content));
    }
  } else if (path) {
    files.set(path, yamlText(data));
  }
  return files;
}

/** Photos the entry names under /images/uploads/: Sveltia commits them with the entry, so they count as there. */
function uploadsNamed(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string' && value.startsWith('/images/uploads/')) found.add(`public${value}`);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) uploadsNamed(item, found);
  return found;
}

/** The build's verdict on the repository with the entry saved: its problem, or null when it would build. */
export function checkEntry(entry: EditedEntry, snapshot: Snapshot): ContentProblem | null {
  const files = new Map(snapshot);
  for (const [path, text] of entryFiles(entry, snapshot)) files.set(path, text);
  for (const upload of uploadsNamed(entry.data)) if (!files.has(upload)) files.set(upload, '');
  setFiles(files);
  forgetContent();
  try {
    checkContent({});
    return null;
  } catch (error) {
    if (error instanceof ContentProblem) return error;
    // A file the build cannot even parse (YAML syntax): the build stops on it too.
    return new ContentProblem('', [
      { path: [], code: 'unknown', params: {}, message: error instanceof Error ? error.message : String(error) },
    ]);
  }
}

/**
 * The facts still marked as examples, with the entry saved as it is in the form: the launch
 * checklist of «Компания» and «О компании». Read right after checkEntry passed, from the files it checked.
 */
export function launchChecklist(): ExampleFact[] {
  return getExampleFacts();
}
