/**
 * `npm run editor`: the staff editor on this computer (docs/editor.md). Builds the site, serves it
 * on http://localhost:4173 and the editor's Git host on 127.0.0.1:8787 (scripts/editor/): open
 * http://localhost:4173/admin and sign in with the token printed below. Each save is a commit in
 * this working copy, built again as Vercel would build it, with the result in the editor's publish
 * panel; `git push` publishes it for real. Ctrl+C stops everything.
 */
import { execFileSync } from 'node:child_process';
import { PROJECT_ROOT } from '../content/files.js';
import { startLocalEditor } from './editor/local-editor.js';

const gitConfig = (key: string, fallback: string) => {
  try {
    return execFileSync('git', ['config', key], { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim() || fallback;
  } catch {
    return fallback;
  }
};

const editor = await startLocalEditor({
  repoDir: PROJECT_ROOT,
  sitePort: Number(process.env.PORT ?? 4173),
  hostPort: Number(process.env.EDITOR_GIT_HOST_PORT ?? 8787),
  token: process.env.EDITOR_TOKEN,
  user: { login: 'staff', name: gitConfig('user.name', 'Staff'), email: gitConfig('user.email', 'staff@localhost') },
  buildOnSave: true,
});
console.log('[editor] building the site…');
try {
  await editor.build();
} catch (error) {
  // Stop what was started (the Git host, the site if it came up) before saying why.
  await editor.stop();
  console.error((error as { output?: string }).output ?? error);
  process.exit(1);
}
console.log(`
The editor: ${editor.siteUrl}/admin
Sign in with «Войти с помощью токена доступа» and this token:

  ${editor.token}

Every save is a commit in this working copy (${PROJECT_ROOT}); the site is then built again.`);

const stop = () => void editor.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
