import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../content/files.js';
import { observatoryScore, parseCsp } from '../../../scripts/audit/observatory.js';
import { compileHostRules, loadVercelConfig } from '../../../server/vercel-config.js';

const SAFE = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
const result = (headers: Record<string, string>, test: string) => observatoryScore(headers).tests.find((t) => t.test === test)!;

describe('the Observatory rules on response headers', () => {
  it('scores a policy without inline scripts, with frame-ancestors and a private referrer policy, A+ (100 + 5 + 5)', () => {
    expect(observatoryScore(SAFE)).toMatchObject({ score: 110, grade: 'A+' });
    expect(result(SAFE, 'content-security-policy').result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(result(SAFE, 'x-frame-options')).toMatchObject({ result: 'x-frame-options-implemented-via-csp', modifier: 5 });
  });

  it("takes 20 for 'unsafe-inline' in script-src and withholds the bonuses below 90, as the scanner does", () => {
    const inline = {
      ...SAFE,
      'Content-Security-Policy': SAFE['Content-Security-Policy'].replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
    };
    // 100 − 20 = 80: below 90, so the two bonuses are not added (the 80, B+).
    expect(observatoryScore(inline)).toMatchObject({ score: 80, grade: 'B+' });
    const alsoNoHsts: Record<string, string> = { ...inline };
    delete alsoNoHsts['Strict-Transport-Security'];
    expect(observatoryScore(alsoNoHsts)).toMatchObject({ score: 60, grade: 'C+' });
  });

  it('ignores unsafe-inline next to a hash, and rewards same-origin CORP and default-src none', () => {
    const hashed = {
      ...SAFE,
      'Content-Security-Policy': "default-src 'none'; script-src 'self' 'unsafe-inline' 'sha256-abc'; frame-ancestors 'none'",
    };
    expect(result(hashed, 'content-security-policy')).toMatchObject({
      result: 'csp-implemented-with-no-unsafe-default-src-none',
      modifier: 10,
    });
    expect(result({ ...SAFE, 'Cross-Origin-Resource-Policy': 'same-origin' }, 'cross-origin-resource-policy').modifier).toBe(10);
  });

  it('fails a missing, repeated or unsafe-eval policy, a short HSTS and a missing nosniff', () => {
    expect(result({}, 'content-security-policy').modifier).toBe(-25);
    expect(parseCsp("script-src 'self'; script-src 'none'")).toBeNull();
    expect(
      result({ ...SAFE, 'Content-Security-Policy': "script-src 'self' 'unsafe-eval'; object-src 'none'" }, 'content-security-policy')
        .modifier,
    ).toBe(-10);
    expect(result({ ...SAFE, 'Strict-Transport-Security': 'max-age=86400' }, 'strict-transport-security').modifier).toBe(-10);
    expect(result({}, 'x-content-type-options').modifier).toBe(-5);
  });

  it("scores the headers vercel.json gives a page A+ (≥ 100), with no 'unsafe-inline' or 'unsafe-eval' for scripts", () => {
    const rules = compileHostRules(loadVercelConfig(join(PROJECT_ROOT, 'vercel.json')));
    const headers = rules.headersFor('/cars/zeekr-001-you');
    const scriptSrc = parseCsp(headers['Content-Security-Policy'] ?? '')?.get('script-src');
    expect([...(scriptSrc ?? [])]).not.toContain("'unsafe-inline'");
    expect([...(scriptSrc ?? [])]).not.toContain("'unsafe-eval'");
    expect(observatoryScore(headers).score).toBeGreaterThanOrEqual(100);
    expect(readFileSync(join(PROJECT_ROOT, 'vercel.json'), 'utf8')).toContain('Content-Security-Policy');
  });
});
