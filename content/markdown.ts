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
import { problem, schemaProblem, type ContentProblem, type ProblemValue } from './problems.js';

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

/** A problem of the file (an absolute path), named from the project root so a failing build says where to look. */
export function contentError(
  file: string,
  code: string,
  message: string,
  where: { path?: readonly (string | number)[]; params?: Record<string, ProblemValue> } = {},
): ContentProblem {
  return problem(relative(PROJECT_ROOT, file), code, message, where);
}

/** Parses one Markdown file: its front matter must pass `schema`, its body must not be empty or hold raw HTML. */
export function parseMarkdownFile<T extends z.ZodType>(source: string, file: string, schema: T): MarkdownFile<z.output<T>> {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw contentError(file, 'markdown.no-front-matter', 'no front matter (the file must start with a --- block)');
  let raw: unknown;
  try {
    raw = parse(match[1]!);
  } catch (error) {
    throw contentError(file, 'markdown.bad-yaml', `front matter is not valid YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw schemaProblem(relative(PROJECT_ROOT, file), result.error, '(front matter)');
  const body = match[2]!.trim();
  if (body === '') throw contentError(file, 'markdown.empty-text', 'the text after the front matter is empty', { path: ['body'] });
  const tokens = markdown.lexer(body);
  if (tokens.some((token) => token.type === 'html'))
    throw contentError(file, 'markdown.raw-html', 'raw HTML in the text; write Markdown', { path: ['body'] });
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
