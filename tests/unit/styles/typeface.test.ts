import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../server/local-host.js';
import { TYPEFACE_ATTRIBUTE, TYPEFACE_FAMILY } from '../../../src/lib/typeface.js';

// index.html's style and src/lib/typeface.ts name the typeface and its switch each in their own language (CSS, TypeScript).
const html = readFileSync(join(PROJECT_ROOT, 'index.html'), 'utf8');

describe('the typeface', () => {
  it('is declared in index.html under the family the page switches to, with no font file asked for before the switch', () => {
    const faces = [...html.matchAll(/@font-face\s*{[^}]*font-family:\s*'([^']+)'[^}]*}/g)];
    const own = faces.filter(([, family]) => family === TYPEFACE_FAMILY);
    expect(own.length, 'a Cyrillic and a Latin face').toBe(2);
    for (const [face] of own) expect(face).toMatch(/font-display:\s*optional/);
    // Until the switch, the body names only the local stand-ins; after it, the typeface first.
    expect(html).toMatch(new RegExp(`html\\[${TYPEFACE_ATTRIBUTE}\\] body\\s*{\\s*font-family:\\s*'${TYPEFACE_FAMILY}'`));
    const body = /\n\s*body\s*{([^}]*)}/.exec(html)?.[1] ?? '';
    expect(body).toMatch(/font-family/);
    expect(body).not.toContain(`'${TYPEFACE_FAMILY}'`);
  });
});
