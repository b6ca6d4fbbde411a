import { Writable } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PATCHES, applyPatch, patchDependencies } from '../../../scripts/patches/dependencies.js';

/** Renders with React's streaming renderer and keeps the bytes as they come. */
function renderToBytes(element: ReturnType<typeof createElement>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        chunks.push(Buffer.from(chunk));
        next();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

describe('the fixes to react-dom and vite-react-ssg (scripts/patches/dependencies.ts)', () => {
  it('are in the installed packages (npm ci runs the postinstall that applies them)', () => {
    expect(patchDependencies({ write: false })).toEqual([]);
  });

  it('replace the exact text once, leave a patched text alone, and refuse a text they do not know', () => {
    const patch = PATCHES.find((p) => p.pkg === 'react-dom' && p.file.endsWith('production.min.js'))!;
    const source = `head;${patch.original};tail`;
    const once = applyPatch(source, patch);
    expect(once).toEqual({ text: `head;${patch.patched};tail`, state: 'unpatched' });
    expect(applyPatch(once.text, patch)).toEqual({ text: once.text, state: 'patched' });
    expect(() => applyPatch('head;tail', patch)).toThrow(/react-dom: .* does not hold the text/);
    expect(() => applyPatch(`${patch.original};${patch.original}`, patch)).toThrow(/found 2 times/);
  });

  it('react-dom streams no NUL when a Cyrillic text does not fit in what is left of its 2,048-byte view', async () => {
    // Every offset of the Cyrillic title against the view's end: at some, its next letter needs
    // 2 bytes where 1 is left, which React 18.3.1 used to send as a NUL (U+FFFD in an attribute).
    for (let pad = 0; pad < 8; pad += 1) {
      const title = 'Добавить Avatr 06 EV в избранное';
      const items = Array.from({ length: 120 }, (_, i) =>
        createElement('a', { key: i, href: `/cars/${'x'.repeat(pad)}${i}`, title, 'aria-label': title }, title),
      );
      const bytes = await renderToBytes(createElement('div', null, items));
      expect(bytes.includes(0), `pad ${pad}`).toBe(false);
      const html = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      expect(html.split(`title="${title}"`)).toHaveLength(121);
    }
  });
});
