/**
 * The car page's offers (content/offers.yaml) and running costs (content/running-costs.yaml),
 * the service pages' terms (content/services.yaml) and the home page's needs (content/needs.yaml),
 * checked by their schemas when the site builds.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { CONTENT_DIR, PROJECT_ROOT } from './files.js';
import { schemaProblem } from './problems.js';
import {
  needsSchema,
  offersSchema,
  runningCostsSchema,
  servicesSchema,
  type Need,
  type Offer,
  type RunningCosts,
  type Services,
} from './schema.js';

export const OFFERS_FILE = join(CONTENT_DIR, 'offers.yaml');
export const RUNNING_COSTS_FILE = join(CONTENT_DIR, 'running-costs.yaml');
export const SERVICES_FILE = join(CONTENT_DIR, 'services.yaml');
export const NEEDS_FILE = join(CONTENT_DIR, 'needs.yaml');

export function readYaml<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  const result = schema.safeParse(parse(readFileSync(file, 'utf8')));
  if (!result.success) throw schemaProblem(relative(PROJECT_ROOT, file), result.error);
  return result.data;
}

export function readOffers(file: string = OFFERS_FILE): Offer[] {
  return readYaml(file, offersSchema).offers;
}

export function readRunningCosts(file: string = RUNNING_COSTS_FILE): RunningCosts {
  return readYaml(file, runningCostsSchema);
}

export function readServices(file: string = SERVICES_FILE): Services {
  return readYaml(file, servicesSchema);
}

export function readNeeds(file: string = NEEDS_FILE): Need[] {
  return readYaml(file, needsSchema).needs;
}
