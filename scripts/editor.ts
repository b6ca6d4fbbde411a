/**
 * `npm run editor`: the staff editor on this computer (docs/editor.md). After the build, serves
 * the site as `npm start` does and runs decap-server in git mode on 127.0.0.1:8081 against this
 * working copy: open http://localhost:4173/admin and press «Войти»; each save is a commit here,
 * which `git push` publishes. Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../content/files.js';

const bin = (name: string) => join(PROJECT_ROOT, 'node_modules/.bin', name);
const children: ChildProcess[] = [
  // Decap's `local_backend: true` (public/admin/config.yml) looks for it on port 8081.
  spawn(bin('decap-server'), [], {
    stdio: 'inherit',
    env: { ...process.env, GIT_REPO_DIRECTORY: PROJECT_ROOT, MODE: 'git', PORT: '8081', BIND_HOST: '127.0.0.1' },
  }),
  // Uploaded photos are in public/ until the next build: served from there meanwhile, for the editor's previews.
  spawn(bin('tsx'), [join(PROJECT_ROOT, 'server/start.ts')], { stdio: 'inherit', env: { ...process.env, SERVE_PUBLIC_TOO: '1' } }),
];
const stop = () => {
  for (const child of children) child.kill();
};
for (const child of children) child.on('exit', stop);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('The editor: http://localhost:4173/admin («Войти»: every save is a commit in this working copy)');
