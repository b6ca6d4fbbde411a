/**
 * `npm test`: every check of the project, the independent ones at the same time.
 *
 *   npm test                          all of them
 *   npm test -- typecheck unit        only these (by name, see CHECKS)
 *   npm test -- --serial              one after another, in the order below
 *
 * Checks run in lanes: the checks of one lane one after another, the lanes side by side. The
 * site is built before its links, browser tests and first-load JS are checked, so a failed
 * build skips those; any other failure skips nothing. Last, alone, the budgets of the built
 * site (the audit). Each check's output is kept and
 * printed whole when it ends, so logs stay readable; a summary gives each check's result
 * and wall time, and the exit code is 1 when any failed or was skipped.
 */
import { loadavg } from 'node:os';
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';

interface Check {
  name: string;
  /** The npm script it runs: package.json stays the one place that says how. */
  script: string;
  /** A check whose output this one reads: it comes earlier in the same lane. */
  needs?: string;
}

const CHECKS = {
  typecheck: { name: 'typecheck', script: 'typecheck' },
  lint: { name: 'lint', script: 'lint' },
  unit: { name: 'unit', script: 'test:unit' },
  extend: { name: 'extend', script: 'test:extend' },
  edits: { name: 'edits', script: 'test:editor-edits' },
  editor: { name: 'editor', script: 'test:editor' },
  build: { name: 'build', script: 'build' },
  links: { name: 'links', script: 'audit:links', needs: 'build' },
  e2e: { name: 'e2e', script: 'test:e2e', needs: 'build' },
  js: { name: 'js', script: 'audit:js', needs: 'build' },
  audit: { name: 'audit', script: 'audit:quick', needs: 'build' },
} satisfies Record<string, Check>;

type CheckName = keyof typeof CHECKS;

/**
 * Measured on 2 cores, where every check waits for CPU: the site's lane is the longest
 * (build, then the browser tests, which fill both cores), so it starts at once; the
 * extension test and the editor's week as files (each a second build and test run on a copy of
 * the project) follow the unit tests, so those vitest runs never compete; the editor's browser
 * test (its own build and Chromium) follows the browser tests, which it would otherwise slow
 * past their timeouts; the static checks share what is left.
 */
const LANES: CheckName[][] = [
  ['build', 'links', 'e2e', 'js', 'editor'],
  ['typecheck', 'lint'],
  ['unit', 'extend', 'edits'],
];

/**
 * Then, alone: the budgets of the built site (npm run audit -- --quick). Lighthouse simulates a
 * slow phone from the CPU time the page's tasks took in a real load, so it must not share the
 * cores with the other checks.
 */
const LAST: CheckName[] = ['audit'];

type Outcome = { check: Check; status: 'passed' | 'failed' | 'skipped'; seconds: number; code?: number | null; output?: string };

const running = new Set<ChildProcess>();
const started = performance.now();
const elapsed = (from: number) => (performance.now() - from) / 1000;
const stamp = () => `[${elapsed(started).toFixed(0).padStart(4)} s]`;

function run(check: Check): Promise<Outcome> {
  const from = performance.now();
  console.log(`${stamp()} ${check.name}: started (npm run ${check.script})`);
  return new Promise((resolve) => {
    // Its own process group, so an interrupted run stops the check's children too.
    // CI=1, as CI services set it: the browser tests then retry a failed test once (playwright.config.ts), which
    // the list reports as flaky, so a test that timed out on two oversubscribed cores does not sink the run unseen.
    const env = { ...process.env, CI: process.env.CI ?? '1' };
    const child = spawn('npm', ['run', '--silent', check.script], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (code: number | null) => {
      running.delete(child);
      const seconds = elapsed(from);
      const status = code === 0 ? 'passed' : 'failed';
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      const rule = `── ${check.name} ${status} in ${seconds.toFixed(1)} s `;
      console.log(`\n${rule.padEnd(78, '─')}\n${text ? `${text}\n` : ''}${'─'.repeat(78)}`);
      resolve({ check, status, seconds, code, output: text });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      finish(null);
    });
    child.on('close', finish);
  });
}

/**
 * The part of a failed check's output that says why: Vitest's and Playwright's list of
 * failures when there is one (up to 120 lines), otherwise the output's last 60 lines.
 */
function whyFailed(output: string): string {
  const lines = output.split('\n');
  const plain = (line: string) => line.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), ''); // colour codes
  const start = lines.findIndex((line) => /Failed Tests \d+|^\s+\d+ failed$|^\s*\d+\) \[/.test(plain(line)));
  return (start >= 0 ? lines.slice(start, start + 120) : lines.slice(-60)).join('\n');
}

/** Runs a lane's checks in turn; a check whose `needs` did not pass, in this lane or in `earlier`, is skipped. */
async function runLane(lane: readonly Check[], earlier: readonly Outcome[] = []): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const check of lane) {
    const needed = [...earlier, ...outcomes].find((outcome) => outcome.check.name === check.needs);
    if (needed && needed.status !== 'passed') {
      console.log(`${stamp()} ${check.name}: skipped (${needed.check.name} did not pass)`);
      outcomes.push({ check, status: 'skipped', seconds: 0 });
    } else outcomes.push(await run(check));
  }
  return outcomes;
}

function stopAll(signal: NodeJS.Signals) {
  for (const child of running) if (child.pid) process.kill(-child.pid, signal);
  process.exit(130);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

const args = process.argv.slice(2);
const serial = args.includes('--serial');
const names = args.filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !(name in CHECKS));
if (unknown.length) {
  console.error(`Unknown check: ${unknown.join(', ')}. Checks: ${Object.keys(CHECKS).join(', ')}.`);
  process.exit(2);
}
const wanted = (name: CheckName) => names.length === 0 || names.includes(name);
const lanes = (serial ? [LANES.flat()] : LANES)
  .map((lane) => lane.filter(wanted).map((name) => CHECKS[name]))
  .filter((lane) => lane.length > 0);

/**
 * Before the audit, the host settles. The browsers and test workers of the checks above can go on using the
 * cores after their checks end, and Lighthouse counts that time as the page's (CI of 3452443: the home page's
 * TBT at best 68 ms right after the checks, 23 ms on the same machine idle minutes later). Waits until the
 * load average of the last minute is under 1, at most 2 minutes, and says what it found.
 */
async function settle(): Promise<void> {
  const from = performance.now();
  while (loadavg()[0]! >= 1 && elapsed(from) < 120) await new Promise((resolve) => setTimeout(resolve, 5000));
  console.log(`${stamp()} host settled: load average ${loadavg()[0]!.toFixed(2)} after ${elapsed(from).toFixed(0)} s of waiting`);
}

const laneOutcomes = (await Promise.all(lanes.map((lane) => runLane(lane)))).flat();
const last: Check[] = LAST.filter(wanted).map((name) => CHECKS[name]);
if (last.length > 0) await settle();
const outcomes = [...laneOutcomes, ...(await runLane(last, laneOutcomes))];
const failed = outcomes.filter((outcome) => outcome.status !== 'passed');
console.log(`\n${'check'.padEnd(12)}${'result'.padEnd(10)}${'wall'.padStart(8)}`);
for (const { check, status, seconds } of outcomes)
  console.log(`${check.name.padEnd(12)}${status.padEnd(10)}${`${seconds.toFixed(1)} s`.padStart(8)}`);
console.log(`${'total'.padEnd(22)}${`${elapsed(started).toFixed(1)} s`.padStart(8)}`);
// A CI log is often read from its end only: repeat why each failed check failed there.
for (const { check, output } of failed)
  if (output) console.log(`\n── why ${check.name} failed `.padEnd(79, '─') + `\n${whyFailed(output)}`);
if (failed.length) {
  console.log(`\n${failed.length} check(s) did not pass: ${failed.map(({ check, status }) => `${check.name} (${status})`).join(', ')}`);
  process.exit(1);
}
console.log('\nAll checks passed.');
