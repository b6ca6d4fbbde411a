/** The about page's content (content/about.yaml), checked by its schema when the site builds. */
import { join } from 'node:path';
import { CONTENT_DIR } from './files.js';
import { readYaml } from './money.js';
import { aboutSchema, type About } from './schema.js';

export const ABOUT_FILE = join(CONTENT_DIR, 'about.yaml');

export function readAbout(file: string = ABOUT_FILE): About {
  return readYaml(file, aboutSchema);
}
