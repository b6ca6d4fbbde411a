import { describe, expect, it } from 'vitest';
import { checkEnv, parseEnvFile, REQUIREMENTS } from '../../../scripts/deploy/check-env.js';
import { productionGaps } from '../../../api/_lib/config.js';

const COMPLETE = {
  TELEGRAM_BOT_TOKEN: '123456:token',
  TELEGRAM_CHAT_ID: '-1001234567890',
  ENQUIRY_SECRET: 'a secret of its own',
  UPSTASH_REDIS_REST_URL: 'https://eu1.upstash.example',
  UPSTASH_REDIS_REST_TOKEN: 'store-token',
};

describe('npm run check:env (issue 41)', () => {
  it('passes a complete environment, with the store under either pair of names', () => {
    expect(checkEnv(COMPLETE).ok).toBe(true);
    const { UPSTASH_REDIS_REST_URL: _url, UPSTASH_REDIS_REST_TOKEN: _token, ...rest } = COMPLETE;
    expect(checkEnv({ ...rest, KV_REST_API_URL: 'https://kv.example', KV_REST_API_TOKEN: 'kv' }).ok).toBe(true);
  });

  it('names every requirement the relay checks, and fails on each one missing', () => {
    // Every gap the relay can find has its line here: the script and the relay cannot drift apart.
    expect(productionGaps({}).map(({ variable }) => variable)).toEqual(REQUIREMENTS.map(({ variable }) => variable));
    for (const name of ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID', 'ENQUIRY_SECRET', 'UPSTASH_REDIS_REST_TOKEN'] as const) {
      const env = { ...COMPLETE, [name]: ' ' };
      const { ok, lines } = checkEnv(env);
      expect(ok).toBe(false);
      expect(lines.filter((line) => line.startsWith('✗'))).toHaveLength(1);
    }
  });

  it("refuses the bot token as the relay's secret, and never prints a value", () => {
    const env = { ...COMPLETE, ENQUIRY_SECRET: COMPLETE.TELEGRAM_BOT_TOKEN };
    const { ok, lines } = checkEnv(env);
    expect(ok).toBe(false);
    expect(lines.find((line) => line.startsWith('✗ ENQUIRY_SECRET'))).toContain('the same as TELEGRAM_BOT_TOKEN');
    for (const value of Object.values(env)) expect(lines.join('\n')).not.toContain(value);
  });

  it('reads a dotenv file as `vercel env pull` writes it', () => {
    expect(
      parseEnvFile(
        '# from Vercel\nTELEGRAM_CHAT_ID="-100123"\nexport ENQUIRY_SECRET=\'s e\'\n\nBROKEN LINE\nKV_REST_API_URL=https://a=b\n',
      ),
    ).toEqual({
      TELEGRAM_CHAT_ID: '-100123',
      ENQUIRY_SECRET: 's e',
      KV_REST_API_URL: 'https://a=b',
    });
  });
});
