/**
 * Markdown content files (news articles, the privacy policy): YAML front matter checked
 * by a schema, and a body rendered to HTML by marked at build time. The browser gets the
 * HTML in the page data and never parses Markdown.
 */
import { relative } from 'node:path';
import { Marked } from 'marked';
import { parse } from 'yaml';
import type { z } from 'zod';
import { PROJECT_ROOT } from './files.js';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

// Content is written by the team, so its HTML is trusted; raw HTML in it is still refused (below).
const markdown = new Marked({ gfm: true, breaks: false });

export interface MarkdownFile<T> {
  data: T;
  /** The body as Markdown. */
  body: string;
  /** The body rendered to HTML. */
  html: string;
}

/** `file: message` with the file named from the project root, so a failing build says where to look. */
export function contentError(file: string, message: string): Error {
  return new Error(`${relative(PROJECT_ROOT, file)}: ${message}`);
}

/** Parses one Markdown file: its front matter must pass `schema`, its body must not be empty or hold raw HTML. */
export function parseMarkdownFile<T extends z.ZodType>(source: string, file: string, schema: T): MarkdownFile<z.output<T>> {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw contentError(file, 'no front matter (the file must start with a --- block)');
  let raw: unknown;
  try {
    raw = parse(match[1]!);
  } catch (error) {
    throw contentError(file, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw contentError(
      file,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`).join('; '),
    );
  }
  const body = match[2]!.trim();
  if (body === '') throw contentError(file, 'the text after the front matter is empty');
  const tokens = markdown.lexer(body);
  if (tokens.some((token) => token.type === 'html')) throw contentError(file, 'raw HTML in the text; write Markdown');
  return { data: result.data, body, html: markdown.parser(tokens).trim() };
}

/** The visible text of rendered HTML, for counting words. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
