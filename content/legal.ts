/**
 * Legal pages (docs/decisions/company-facts.md#34): `content/legal/<page>.<lang>.md`. The text names the
 * operator through placeholders (`{legalName}`, `{unp}`, `{legalAddress}`, `{email}`,
 * `{phone}`, `{siteUrl}`) filled from the company facts, so each fact stays in one place.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../shared/lang.js';
import { CONTENT_DIR } from './files.js';
import { contentError, parseMarkdownFile } from './markdown.js';
import { legalPageFrontMatterSchema, type LegalPageFrontMatter } from './schema.js';

export const LEGAL_DIR = join(CONTENT_DIR, 'legal');

export const LEGAL_PAGES = ['privacy'] as const;
export type LegalPageName = (typeof LEGAL_PAGES)[number];

export interface LegalPage extends LegalPageFrontMatter {
  html: string;
}

/** Fills `{name}` placeholders; an unknown one fails the build, naming the file. */
export function fillPlaceholders(text: string, values: Record<string, string>, file: string): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw contentError(file, 'legal.unknown-placeholder', `unknown placeholder {${name}}; known: ${Object.keys(values).join(', ')}`, {
        path: ['body'],
        params: {
          placeholder: `{${name}}`,
          known: Object.keys(values)
            .map((key) => `{${key}}`)
            .join(', '),
        },
      });
    return value;
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function readLegalPage(name: LegalPageName, lang: Lang, values: Record<string, string>, dir: string = LEGAL_DIR): LegalPage {
  const file = join(dir, `${name}.${lang}.md`);
  const { data, html } = parseMarkdownFile(readFileSync(file, 'utf8'), file, legalPageFrontMatterSchema);
  const escaped = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]));
  return { ...data, html: fillPlaceholders(html, escaped, file) };
}
