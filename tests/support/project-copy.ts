/** A copy of the project for tests that edit content and build it, as staff would (tests/build/). */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT } from '../../content/files.js';

/** The project as git sees it (tracked and new files, nothing ignored), without node_modules, in a temporary folder. */
export function copyProject(prefix: string): string {
  const target = mkdtempSync(join(tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: PROJECT_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(join(PROJECT_ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(PROJECT_ROOT, file), join(target, file));
  }
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(target, 'node_modules'), 'dir');
  return target;
}

/** Runs one of the project's own commands (node_modules/.bin) in the copy, as a build outside production. */
export function runIn(copy: string, command: string, args: string[]): string {
  return execFileSync(join(copy, 'node_modules/.bin', command), args, {
    cwd: copy,
    encoding: 'utf8',
    stdio: 'pipe',
    env: { ...process.env, VERCEL_ENV: '' },
  });
}
