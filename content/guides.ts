/**
 * The owner's guides: one YAML file per guide in content/guides/, named by its URL slug,
 * both languages in the file, checked by guideSchema when the site builds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR, PROJECT_ROOT } from './files.js';
import { problem, schemaProblem } from './problems.js';
import { guideSchema, type Guide } from './schema.js';

export const GUIDES_DIR = join(CONTENT_DIR, 'guides');

export type GuideEntry = Guide & { slug: string };

/** Every guide in index order. Fails naming the file when one is malformed, repeats a section id or its order. */
export function readGuides(dir: string = GUIDES_DIR): GuideEntry[] {
  const guides = readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => {
      const name = relative(PROJECT_ROOT, join(dir, file));
      const result = guideSchema.safeParse(parse(readFileSync(join(dir, file), 'utf8')));
      if (!result.success) throw schemaProblem(name, result.error);
      const ids = result.data.blocks.map((block) => block.id);
      const twice = ids.find((id, index) => ids.indexOf(id) !== index);
      if (twice)
        throw problem(name, 'guide.section-twice', `two sections with the id ${twice}`, { path: ['blocks'], params: { id: twice } });
      for (const block of result.data.blocks) {
        if (block.kind === 'text' && block.paragraphs.ru.length !== block.paragraphs.en.length)
          throw new Error(
            `${name}: ${block.id} has ${block.paragraphs.ru.length} Russian and ${block.paragraphs.en.length} English paragraphs`,
          );
      }
      return { ...result.data, slug: file.slice(0, -'.yaml'.length) };
    })
    .sort((a, b) => a.order - b.order);
  const orders = guides.map((guide) => guide.order);
  const twice = guides.find((guide, index) => orders.indexOf(guide.order) !== index);
  if (twice)
    throw problem(`content/guides/${twice.slug}.yaml`, 'guide.order-taken', `two guides have the order ${twice.order}`, {
      path: ['order'],
      params: { order: twice.order },
    });
  return guides;
}
