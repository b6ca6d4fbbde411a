import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile, serialize, stringify } from 'stylis';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { compactCssParts, compactStyledTemplates } from '../../../scripts/build/compact-styled-css.js';
import { ROOT } from '../../../scripts/build/page-index.js';

/** The CSS stylis writes into the page for a template, its interpolations standing as tokens. */
function stylisOutput(parts: readonly string[]): string {
  const text = parts.reduce((css, part, index) => (index ? `${css}__${index}__${part}` : part), '');
  return serialize(compile(`.c{${text}}`), stringify);
}

describe('compactCssParts', () => {
  it('drops indentation, line breaks and comments, and the space beside braces and semicolons', () => {
    const parts = ['\n  display: grid;\n  /* why */\n  > li {\n    margin: 0 auto;\n  }\n'];
    expect(compactCssParts(parts)).toEqual(['display:grid;> li{margin:0 auto;}']);
  });

  it('keeps the space that separates a part from an interpolation', () => {
    expect(compactCssParts(['\n  padding: 0 ', ';\n  margin: ', ' ', ';\n'])).toEqual(['padding:0 ', ';margin:', ' ', ';']);
  });

  it('keeps a selector pseudo-class and the space in a value', () => {
    expect(compactCssParts(['\n  &:hover > a:not(:last-child) {\n    border: 1px solid red;\n  }\n'])).toEqual([
      '&:hover > a:not(:last-child){border:1px solid red;}',
    ]);
  });

  it('leaves quoted text as it is, also across an interpolation', () => {
    expect(compactCssParts(["\n  content: '  ;  { '", "'  ';\n"])).toEqual(["content:'  ;  { '", "'  ';"]);
    expect(compactCssParts(['\n  content: "a /* b */ c";\n'])).toEqual(['content:"a /* b */ c";']);
  });

  it('keeps a comment that spans an interpolation out of the CSS', () => {
    expect(compactCssParts(['\n  color: red; /* a ', ' b */\n  gap: 0;\n'])).toEqual(['color:red;', ' gap:0;']);
  });
});

/** Every CSS template of the project's own modules, as the build plugin finds them. */
function projectTemplates(): { file: string; parts: string[]; compacted: string[] }[] {
  const found: { file: string; parts: string[]; compacted: string[] }[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name)) {
        const code = readFileSync(path, 'utf8');
        if (!code.includes('styled-components')) continue;
        const compactedCode = compactStyledTemplates(code, parseAst(code, { lang: 'tsx' }));
        const before = templates(code);
        const after = templates(compactedCode);
        before.forEach((parts, index) => found.push({ file: path, parts, compacted: after[index]! }));
      }
    }
  };
  visit(join(ROOT, 'src'));
  return found;
}

/** The parts of each CSS template in a module, in source order. */
function templates(code: string): string[][] {
  const result: string[][] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const record = node as { type?: string; tag?: { start: number; end: number }; quasi?: { quasis: { value: { raw: string } }[] } };
    if (
      record.type === 'TaggedTemplateExpression' &&
      /^(styled\s*[.(]|css$|createGlobalStyle$|keyframes$)/.test(code.slice(record.tag!.start, record.tag!.end))
    ) {
      result.push(record.quasi!.quasis.map((quasi) => quasi.value.raw));
    }
    for (const value of Object.values(record)) if (value && typeof value === 'object') walk(value);
  };
  walk(parseAst(code, { lang: 'tsx' }));
  return result;
}

describe('compactStyledTemplates on the project', () => {
  const found = projectTemplates();

  it('finds the CSS templates of the source and makes them smaller', () => {
    expect(found.length).toBeGreaterThan(100);
    const size = (parts: string[][]) => parts.flat().join('').length;
    expect(size(found.map((template) => template.compacted))).toBeLessThan(size(found.map((template) => template.parts)) * 0.8);
  });

  it('changes no template into different CSS', () => {
    for (const { file, parts, compacted } of found) {
      expect(compacted.length, file).toBe(parts.length);
      expect(stylisOutput(compacted), file).toBe(stylisOutput(parts));
    }
  });
});
