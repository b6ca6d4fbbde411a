/**
 * `npm run check:env`: before a deploy, whether an environment has what the relay needs in production
 * (api/_lib/config.ts productionGaps): the bot, its chat, the relay's own secret and the shared store. The
 * relay refuses enquiries without them; this says so before a visitor finds out.
 *
 *   npm run check:env                     the variables of this shell
 *   npm run check:env -- .env.production  a file of KEY=VALUE lines, e.g. from `vercel env pull .env.production --environment=production`
 *
 * Prints each requirement with ✓ or ✗ and exits 1 when one is missing. Never prints a value.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { productionGaps, type ConfigGap, type Env } from '../../api/_lib/config.js';

/** The requirements in the order the runbook lists them. */
export const REQUIREMENTS: readonly { variable: string; meaning: string }[] = [
  { variable: 'TELEGRAM_BOT_TOKEN', meaning: 'The bot that writes to the staff chat.' },
  { variable: 'TELEGRAM_CHAT_ID', meaning: 'The staff chat.' },
  { variable: 'ENQUIRY_SECRET', meaning: "The relay's own secret, not the bot token: it seals what is kept and keys the hashes." },
  {
    variable: 'UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN',
    meaning: 'The shared store; KV_REST_API_URL and KV_REST_API_TOKEN work too.',
  },
];

const PROBLEMS: Record<ConfigGap['problem'], string> = {
  missing: 'not set.',
  same_as_bot_token: 'the same as TELEGRAM_BOT_TOKEN; set a secret of its own.',
};

/** KEY=VALUE lines (a dotenv file): comments, blank lines and `export ` skipped, one pair of quotes taken off. */
export function parseEnvFile(text: string): Env {
  const env: Env = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    env[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

/** The report, one line per requirement, and whether production would run. */
export function checkEnv(env: Env): { ok: boolean; lines: string[] } {
  const gaps = productionGaps(env);
  const lines = REQUIREMENTS.map(({ variable, meaning }) => {
    const gap = gaps.find((candidate) => candidate.variable === variable);
    return gap ? `✗ ${variable}: ${PROBLEMS[gap.problem]} ${meaning}` : `✓ ${variable}`;
  });
  lines.push(
    gaps.length === 0
      ? 'The relay has what it needs in production.'
      : 'In production the relay would refuse every enquiry (503, with the phone to call) until these are set.',
  );
  return { ok: gaps.length === 0, lines };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  const { ok, lines } = checkEnv(file ? parseEnvFile(readFileSync(file, 'utf8')) : process.env);
  console.log(lines.join('\n'));
  process.exitCode = ok ? 0 : 1;
}
