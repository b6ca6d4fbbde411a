/**
 * Starts the git host by hand and prints what the editor needs: the `api_root` and a token.
 *
 *   tsx scripts/editor/git-host/cli.ts [--repo-dir .] [--port 8787] [--owner local] [--repo <folder name>]
 *                                      [--branch <checked out>] [--token <random>] [--quiet]
 *
 * The token signs in as the working copy's `git config user.name`/`user.email`. GIT_HOST_TOKEN
 * sets the token too. Each request and each commit is logged unless `--quiet`. Ctrl+C stops it.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startGitHost } from './index.js';

const { values } = parseArgs({
  options: {
    'repo-dir': { type: 'string', default: '.' },
    port: { type: 'string', default: '8787' },
    owner: { type: 'string', default: 'local' },
    repo: { type: 'string' },
    branch: { type: 'string' },
    token: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const repoDir = resolve(values['repo-dir']);
const gitConfig = (key: string): string | undefined => {
  try {
    return execFileSync('git', ['config', key], { cwd: repoDir, encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
};
const name = gitConfig('user.name') ?? 'Editor';
const email = gitConfig('user.email') ?? 'editor@localhost';
const login = email.split('@')[0]?.replace(/[^\w-]/g, '') || 'editor';
const token = values.token ?? process.env.GIT_HOST_TOKEN ?? `ghp_local_${randomBytes(16).toString('hex')}`;
const repo = values.repo ?? basename(repoDir);

const host = await startGitHost({
  repoDir,
  owner: values.owner,
  repo,
  ...(values.branch && { branch: values.branch }),
  users: { [token]: { login, name, email } },
  port: Number(values.port),
  onCommit: ({ sha, message, files }) => console.log(`commit ${sha.slice(0, 7)} ${message.split('\n')[0]} (${files.join(', ')})`),
  onDispatch: ({ eventType }) => console.log(`repository_dispatch ${eventType}`),
  ...(!values.quiet && {
    onRequest: ({ method, path, status, query }) =>
      console.log(`${status} ${method} ${path}${query ? ` ${query.replace(/\s+/g, ' ').slice(0, 100)}` : ''}`),
  }),
});

console.log(`Git host for ${host.repoDir} (branch ${host.branch}, as ${name} <${email}>)
  api_root: ${host.url}
  token:    ${token}
  backend:  { name: github, repo: ${host.owner}/${host.repo}, branch: ${host.branch}, api_root: ${host.url}, auth_methods: [token] }`);

const stop = () => void host.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
