import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Vercel compiles each file of a function to native ESM and keeps its import
 * specifiers, and Node's ESM loader resolves no specifier without an extension
 * (ERR_MODULE_NOT_FOUND at the first request). Every relative import reachable from
 * api/ must therefore name a `.js` (for a .ts file) or `.json` file, JSON with
 * `with { type: 'json' }`.
 */
const root = join(__dirname, '../../..');

// Imports allowed to break the rule (none).
const KNOWN = new Set<string>();

function importsOf(source: string): { specifier: string; statement: string }[] {
  const found: { specifier: string; statement: string }[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"][^;]*;?/gm)) {
    if (/^\s*import\s+type\s/.test(match[0]) || /^\s*export\s+type\s/.test(match[0])) continue;
    found.push({ specifier: match[1]!, statement: match[0] });
  }
  return found;
}

function walk(): { offenders: string[]; files: string[] } {
  const offenders: string[] = [];
  const seen = new Set<string>();
  const queue = [join(root, 'api/enquiry.ts')];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const name = relative(root, file);
    for (const { specifier, statement } of importsOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (specifier.endsWith('.json')) {
        if (!/with\s*\{\s*type:\s*['"]json['"]\s*\}/.test(statement))
          offenders.push(`${name} imports "${specifier}" without with { type: 'json' }`);
        continue;
      }
      if (specifier.endsWith('.js') && existsSync(target.replace(/\.js$/, '.ts'))) {
        queue.push(target.replace(/\.js$/, '.ts'));
        continue;
      }
      offenders.push(`${name} imports "${specifier}"`);
      for (const candidate of [`${target}.ts`, target.replace(/\.ts$/, '.ts')]) if (existsSync(candidate)) queue.push(candidate);
    }
  }
  return { offenders, files: [...seen].map((file) => relative(root, file)) };
}

describe('the deployed function under native ESM', () => {
  it('imports only files with an extension Node resolves', () => {
    const { offenders, files } = walk();
    expect(files).toContain('api/_lib/handler.ts');
    expect(files).toContain('src/lib/enquiry/schema.ts');
    expect(offenders.filter((offender) => !KNOWN.has(offender))).toEqual([]);
  });

  it("finds every name it imports from a package with Node's own ESM loader (a CommonJS package included)", async () => {
    const wanted = new Map<string, Set<string>>();
    for (const file of walk().files) {
      for (const { specifier, statement } of importsOf(readFileSync(join(root, file), 'utf8'))) {
        if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
        const names = wanted.get(specifier) ?? new Set<string>();
        const braces = /\{([^}]*)\}/.exec(statement)?.[1] ?? '';
        for (const part of braces.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ')) names.add(name);
        }
        if (/^\s*import\s+[\w$]+\s*(,|from)/.test(statement)) names.add('default');
        wanted.set(specifier, names);
      }
    }
    expect([...wanted.keys()]).toContain('@upstash/ratelimit');
    // vitest hands packages to Node's loader as they are (not through Vite), as Vercel's runtime does.
    const missing: string[] = [];
    for (const [specifier, names] of wanted) {
      const module = (await import(specifier)) as Record<string, unknown>;
      for (const name of names) if (module[name] === undefined) missing.push(`${name} from ${specifier}`);
    }
    expect(missing).toEqual([]);
  });
});
