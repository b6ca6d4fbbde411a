/**
 * The staff editor on one computer, as in production but without GitHub or Vercel: the site
 * built and served from a working copy, the editor's Git host standing in for GitHub on
 * 127.0.0.1 (scripts/editor/git-host/), and — when asked — this script standing in for Vercel:
 * each save is built again, and the build's result is posted on its commit as a status whose
 * link is the build's log, which the editor's publish panel reads. `npm run editor` and the
 * editor's browser test (tests/build/editor.test.ts) start it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { EDITOR_REPOSITORY } from '../content/cms-config.js';
import { startGitHost, type GitHost, type HostUser } from './git-host/index.js';

export interface LocalEditorOptions {
  /** The working copy, a git repository whose checked-out branch staff edit. */
  repoDir: string;
  /** The site's port (the editor is at /admin). */
  sitePort: number;
  /** The Git host's port; 0 for any free one. */
  hostPort?: number;
  /** Who saves: the token staff sign in with and the account it stands for. */
  token?: string;
  user?: HostUser;
  /** Build the site again after each save and post the result, as Vercel would. */
  buildOnSave?: boolean;
  /** Where progress is told (the console by default). */
  log?: (line: string) => void;
}

export interface LocalEditor {
  /** The site, e.g. http://localhost:4173; the editor is at `${siteUrl}/admin/`. */
  siteUrl: string;
  host: GitHost;
  token: string;
  /** Builds the site from the working copy as it is now; rejects with the build's output when it fails. */
  build(): Promise<string>;
  stop(): Promise<void>;
}

/** The context under which the build's result is posted, as Vercel posts «Vercel». */
export const LOCAL_BUILD_CONTEXT = 'Сборка сайта на этом компьютере';

/** Runs a command in the working copy; resolves with its output, rejects with it when it fails. */
function run(repoDir: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(repoDir, 'node_modules/.bin', command), args, { cwd: repoDir, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', (error) => reject(Object.assign(error, { output })));
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(Object.assign(new Error(`${command} exited with ${code}`), { output })),
    );
  });
}

/** Serves the build logs (`<dir>/<sha>.txt`) on 127.0.0.1: the status's link opens one. */
function logServer(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const name = /^\/([0-9a-f]{40})\.txt$/.exec(request.url ?? '')?.[1];
    try {
      if (!name) throw new Error('not a log');
      response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end(readFileSync(join(dir, `${name}.txt`)));
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No such build log.');
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

export async function startLocalEditor(options: LocalEditorOptions): Promise<LocalEditor> {
  const { repoDir, sitePort, buildOnSave = false } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const token = options.token ?? `ghp_local_${randomBytes(16).toString('hex')}`;
  const user = options.user ?? { login: 'staff', name: 'Staff', email: 'staff@localhost' };
  const logsDir = join(repoDir, '.editor-builds');
  mkdirSync(logsDir, { recursive: true });
  const logs = await logServer(logsDir);
  const [owner, repo] = EDITOR_REPOSITORY.repo.split('/') as [string, string];

  let building: Promise<unknown> = Promise.resolve();
  const build = () => run(repoDir, 'vite-react-ssg', ['build'], { EDITOR_GIT_HOST: host.url, EDITOR_BRANCH: host.branch, VERCEL_ENV: '' });

  /** Vercel's part: build the saved commit and say how it went, with a link to the log. */
  const publish = async (sha: string) => {
    const target_url = `${logs.url}/${sha}.txt`;
    await host.setStatus(sha, { state: 'pending', context: LOCAL_BUILD_CONTEXT, description: 'Building', target_url });
    log(`[editor] building ${sha.slice(0, 7)}…`);
    let output: string;
    let state: 'success' | 'failure';
    try {
      output = await build();
      state = 'success';
    } catch (error) {
      output = (error as { output?: string }).output ?? String(error);
      state = 'failure';
    }
    writeFileSync(join(logsDir, `${sha}.txt`), output);
    await host.setStatus(sha, {
      state,
      context: LOCAL_BUILD_CONTEXT,
      description: state === 'success' ? 'Published' : 'Build failed',
      target_url,
    });
    log(`[editor] ${sha.slice(0, 7)}: ${state === 'success' ? 'built and published' : `the build failed, log: ${target_url}`}`);
  };

  // The closures above read `host` only once it is started.
  const host: GitHost = await startGitHost({
    repoDir,
    owner,
    repo,
    users: { [token]: user },
    port: options.hostPort ?? 0,
    onCommit: ({ sha, message }) => {
      log(`[editor] saved ${sha.slice(0, 7)} ${message.split('\n')[0]}`);
      // One build at a time, in the order of the saves, as a host queues them.
      if (buildOnSave) building = building.then(() => publish(sha)).catch((error: unknown) => log(`[editor] ${String(error)}`));
    },
  });

  let server: ChildProcess | undefined;
  const siteUrl = `http://localhost:${sitePort}`;
  const answers = () =>
    fetch(siteUrl).then(
      (response) => response.ok,
      () => false,
    );
  /** Resolves once the site answers, so a browser opened next finds it. */
  const serving = async () => {
    for (let attempt = 0; attempt < 150; attempt += 1) {
      if (await answers()) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the site did not start on ${siteUrl}`);
  };
  const startServer = () => {
    server = spawn(join(repoDir, 'node_modules/.bin/tsx'), [join(repoDir, 'server/start.ts')], {
      cwd: repoDir,
      stdio: 'ignore',
      // Uploaded photos are in public/ until the next build: served from there meanwhile, for the editor's previews.
      env: { ...process.env, PORT: String(sitePort), SERVE_PUBLIC_TOO: '1' },
    });
  };

  return {
    siteUrl,
    host,
    token,
    async build() {
      // Another program on the port would answer for the site, and staff would sign in to it instead.
      if (!server && (await answers()))
        throw new Error(`${siteUrl} is already taken by another program: stop it, or start the editor with PORT=<a free port>.`);
      const output = await build();
      if (!server) {
        startServer();
        await serving();
      }
      return output;
    },
    async stop() {
      server?.kill();
      await building;
      await host.close();
      await new Promise((resolve) => logs.server.close(resolve));
    },
  };
}
