/**
 * The CSS that styled-components carries in the JavaScript, without the layout of the source:
 * indentation, line breaks and comments are kept by the minifier (they are part of a template
 * string), and gzip does not make them free. stylis writes the same CSS into the page either
 * way, so this changes bytes, not styles; babel-plugin-styled-components' `minify` does the same.
 */
import type { Plugin } from 'vite';

type State = 'css' | "'" | '"' | 'comment';

const DROP_SPACE_BESIDE = new Set(['{', '}', ';']);

/**
 * Compacts the text parts of one CSS template (what lies between its `${…}`), in order: a
 * quote or comment may open in one part and close in another. Whitespace is kept where it can
 * separate tokens (`0 ${x}`, `${a} ${b}`, values), and dropped beside braces and semicolons,
 * after a property's colon, at the start and end of the template, and where comments were.
 * `fragment`: the parts are of a plain template inside an interpolation (`${(p) => `gap: ${p.gap};`}`).
 */
export function compactCssParts(parts: readonly string[], { fragment = false } = {}): string[] {
  let state: State = 'css';
  return parts.map((part, index) => {
    // A fragment (a string an interpolation returns) may stand beside other text: its edges keep a space.
    const atTemplateStart = index === 0 && !fragment;
    const atTemplateEnd = index === parts.length - 1 && !fragment;
    let out = '';
    let pendingSpace = false;
    let i = 0;
    const flushSpace = (next: string | undefined) => {
      if (!pendingSpace) return;
      pendingSpace = false;
      const previous = out.at(-1);
      // At the edge of an interpolation, the space may separate the part from the value.
      if (previous === undefined ? atTemplateStart : DROP_SPACE_BESIDE.has(previous)) return;
      if (next !== undefined && DROP_SPACE_BESIDE.has(next)) return;
      if (next === undefined && atTemplateEnd) return;
      if (previous === ':' && /(^|[{};])\s*-{0,2}[a-zA-Z][\w-]*:$/.test(out)) return;
      out += ' ';
    };
    while (i < part.length) {
      const char = part[i]!;
      if (state === 'comment') {
        const end = part.indexOf('*/', i);
        if (end < 0) {
          i = part.length;
        } else {
          i = end + 2;
          state = 'css';
          pendingSpace = true;
        }
        continue;
      }
      if (state === "'" || state === '"') {
        if (char === '\\') {
          out += part.slice(i, i + 2);
          i += 2;
          continue;
        }
        out += char;
        if (char === state) state = 'css';
        i++;
        continue;
      }
      if (/\s/.test(char)) {
        pendingSpace = true;
        i++;
        continue;
      }
      if (char === '/' && part[i + 1] === '*') {
        state = 'comment';
        pendingSpace = true;
        i += 2;
        continue;
      }
      flushSpace(char);
      if (char === '\\') {
        out += part.slice(i, i + 2);
        i += 2;
        continue;
      }
      if (char === "'" || char === '"') state = char;
      out += char;
      i++;
    }
    flushSpace(undefined);
    return out;
  });
}

/** Tags whose template is CSS: `styled.a`, `styled(Link)`, `….attrs(…)`, `css`, `createGlobalStyle`, `keyframes`. */
const CSS_TAG = /^(styled\s*[.(]|css$|createGlobalStyle$|keyframes$)/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

type TemplatePart = Node & { value: { raw: string } };

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [key, child] of Object.entries(node)) if (key !== 'type' && child && typeof child === 'object') walk(child, visit);
}

/**
 * Where a template part's raw text lies: parsers differ on whether an element's span includes
 * its delimiters (`` ` ``, `${`, `}`), so the raw text is looked for at both places.
 */
function rawSpan(code: string, quasi: TemplatePart): { start: number; end: number } {
  const { raw } = quasi.value;
  for (const start of [quasi.start, quasi.start + 1]) {
    if (code.slice(start, start + raw.length) === raw) return { start, end: start + raw.length };
  }
  throw new Error(`compact-styled-css: cannot find a template part at ${quasi.start}`);
}

/** Compacts every styled-components CSS template in one module's code (its source positions). */
export function compactStyledTemplates(code: string, program: unknown): string {
  const edits: { start: number; end: number; text: string }[] = [];
  const insideTagged = new Set<Node>();
  const compacted = new Set<number>();
  const compact = (quasis: TemplatePart[], fragment: boolean) => {
    // A fragment inside a nested `css` template is reached from both templates.
    if (!quasis.length || compacted.has(quasis[0]!.start)) return;
    compacted.add(quasis[0]!.start);
    const spans = quasis.map((quasi) => rawSpan(code, quasi));
    const texts = compactCssParts(
      spans.map(({ start, end }) => code.slice(start, end)),
      { fragment },
    );
    spans.forEach((span, index) => edits.push({ ...span, text: texts[index]! }));
  };
  walk(program, (node) => {
    if (node.type !== 'TaggedTemplateExpression') return;
    const tag = node.tag as Node;
    if (!CSS_TAG.test(code.slice(tag.start, tag.end))) return;
    const quasi = node.quasi as { quasis: TemplatePart[]; expressions: unknown[] };
    compact(quasi.quasis, false);
    // The plain templates its interpolations return are CSS too (a tagged one is visited on its own).
    walk(quasi.expressions, (inner) => {
      if (inner.type === 'TemplateLiteral' && !insideTagged.has(inner))
        compact((inner as unknown as { quasis: TemplatePart[] }).quasis, true);
      if (inner.type === 'TaggedTemplateExpression') insideTagged.add(inner.quasi as Node);
    });
  });
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** The build plugin: runs on the project's own modules after TypeScript and JSX are compiled away. */
export function compactStyledCss(): Plugin {
  return {
    name: 'compact-styled-css',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[/\\]src[/\\].*\.tsx?$/.test(id) || !code.includes('styled-components')) return null;
      const compacted = compactStyledTemplates(code, this.parse(code));
      return compacted === code ? null : { code: compacted, map: null };
    },
  };
}
