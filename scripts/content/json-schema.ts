/**
 * JSON Schemas of the content files, generated from the zod schemas of content/schema.ts,
 * so code editors can hint and check fields while someone types: .vscode/settings.json maps each
 * schema to its files (not a comment in each file, which the staff editor at /admin would drop).
 *
 *   npm run content:schema    (a test fails when the committed files are out of date)
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { CONTENT_DIR } from '../../content/files.js';
import { brandSchema, carSchema, companySchema, needsSchema, offersSchema, servicesSchema } from '../../content/schema.js';

export const SCHEMA_DIR = join(CONTENT_DIR, 'schema');

/** File name → JSON text, as committed. */
export function jsonSchemas(): Record<string, string> {
  const write = (title: string, schema: z.ZodType) =>
    `${JSON.stringify({ title, ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) }, null, 2)}\n`;
  return {
    'brand.schema.json': write('A brand (content/brands/<slug>.yaml)', brandSchema),
    'car.schema.json': write('A car of the catalogue (content/cars/<slug>.yaml)', carSchema),
    'company.schema.json': write('The company facts (content/company.yaml)', companySchema),
    'needs.schema.json': write("The home page's shortcuts into the catalogue by need (content/needs.yaml)", needsSchema),
    'offers.schema.json': write("The car page's discounts and offers (content/offers.yaml)", offersSchema),
    'services.schema.json': write("The service pages' terms (content/services.yaml)", servicesSchema),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  for (const [file, text] of Object.entries(jsonSchemas())) writeFileSync(join(SCHEMA_DIR, file), text);
  console.log(`JSON Schemas written to ${SCHEMA_DIR}`);
}
