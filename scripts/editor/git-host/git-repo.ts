/**
 * Reading the working copy's repository through the `git` CLI: objects with `git cat-file`,
 * trees with `git ls-tree`, history with `git log`. Every SHA the host hands out is git's own.
 */
import { execFile, spawn } from 'node:child_process';
import { CatFileBatch, type GitObject } from './cat-file.js';
import { Limiter } from './limits.js';

export interface Signature {
  name: string;
  email: string;
  date: Date;
  /** The author's own time zone, as git writes it: `+0300`. */
  offset: string;
}

export interface CommitObject {
  oid: string;
  tree: string;
  parents: string[];
  author: Signature;
  committer: Signature;
  message: string;
}

export interface TreeEntry {
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  oid: string;
  /** Bytes, for a blob; null for a tree or a submodule. */
  size: number | null;
  path: string;
}

export interface HistoryQuery {
  path?: string | undefined;
  since?: string | undefined;
  until?: string | undefined;
}

export class GitCommandError extends Error {
  constructor(
    readonly args: string[],
    readonly code: number | string | null,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed (${code}): ${stderr.trim()}`);
  }
}

/**
 * Variables a parent git (a hook running the tests, say) may have set, which would point every
 * command here at another repository or index.
 */
const INHERITED_GIT_VARIABLES = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_PREFIX', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR'];

/** A branch, tag or SHA as a client may name one; nothing git could read as an option or a range. */
export const isSafeRevision = (rev: string): boolean =>
  /^[\w./@+-]+$/.test(rev) && !rev.startsWith('-') && !rev.includes('..') && !rev.includes('@{');

export const isFullOid = (value: string): boolean => /^[0-9a-f]{40}$/.test(value);

/** A binary file, as git tells text from binary: a NUL byte in its first 8,000 bytes. */
export const isBinary = (content: Buffer): boolean => content.subarray(0, 8000).includes(0);

export class GitRepo {
  readonly env: NodeJS.ProcessEnv;
  private readonly batch: CatFileBatch;
  private readonly limiter = new Limiter(8);
  // Keyed by full commit SHAs, whose history and content never change.
  private readonly historyCache = new Map<string, Promise<string[]>>();
  private readonly commitCache = new Map<string, Promise<CommitObject | null>>();
  private readonly lastCommitCache = new Map<string, Promise<string | null>>();
  private readonly objectsInFlight = new Map<string, Promise<GitObject | null>>();
  /** `lastCommitFor` lookups waiting for the next walk: commit → path → callbacks. */
  private waitingForWalk = new Map<string, Map<string, ((oid: string | null, error?: Error) => void)[]>>();

  private constructor(readonly dir: string) {
    const env: NodeJS.ProcessEnv = { ...process.env, GIT_LITERAL_PATHSPECS: '1', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
    for (const name of INHERITED_GIT_VARIABLES) delete env[name];
    this.env = env;
    this.batch = new CatFileBatch(dir, env);
  }

  /** The repository whose working tree holds `dir` (any folder inside it). */
  static async open(dir: string): Promise<GitRepo> {
    const probe = new GitRepo(dir);
    const top = (await probe.git(['rev-parse', '--show-toplevel'])).toString('utf8').trim();
    probe.close();
    return new GitRepo(top);
  }

  /** Runs git in the working tree; rejects with its stderr when it exits with an error. */
  git(args: string[], options: { input?: Buffer | string; env?: NodeJS.ProcessEnv } = {}): Promise<Buffer> {
    return this.limiter.run(
      () =>
        new Promise<Buffer>((resolve, reject) => {
          const child = execFile(
            'git',
            args,
            { cwd: this.dir, env: { ...this.env, ...options.env }, encoding: 'buffer', maxBuffer: 512 * 1024 * 1024 },
            (error, stdout, stderr) => {
              if (error) reject(new GitCommandError(args, error.code ?? null, stderr.toString('utf8')));
              else resolve(stdout);
            },
          );
          child.stdin?.end(options.input);
        }),
    );
  }

  /** Like `git`, but a failure (a name git does not know, say) is null. */
  async tryGit(args: string[]): Promise<Buffer | null> {
    try {
      return await this.git(args);
    } catch (error) {
      if (error instanceof GitCommandError) return null;
      throw error;
    }
  }

  /**
   * The commit a branch, tag or SHA names, or null. Asked of the running `cat-file --batch`,
   * which reads refs afresh each time, rather than of a new `git rev-parse` process: a query for
   * 250 files' last commits resolves the branch 250 times.
   */
  async resolveCommit(rev: string): Promise<string | null> {
    if (!isSafeRevision(rev)) return null;
    const object = await this.object(`${rev}^{commit}`);
    return object?.type === 'commit' ? object.oid : null;
  }

  /** The tree a commit, tree, branch or tag names, or null. */
  async resolveTree(rev: string): Promise<string | null> {
    if (!isSafeRevision(rev)) return null;
    const object = await this.object(`${rev}^{tree}`);
    return object?.type === 'tree' ? object.oid : null;
  }

  async branchHead(branch: string): Promise<string | null> {
    return this.resolveCommit(`refs/heads/${branch}`);
  }

  /**
   * The branch's head as of now, from a `git rev-parse` of its own: what a commit checks
   * `expectedHeadOid` against, which must not be an answer shared with a lookup begun earlier.
   */
  async branchHeadNow(branch: string): Promise<string | null> {
    if (!isSafeRevision(branch)) return null;
    const out = await this.tryGit(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}^{commit}`]);
    return out ? out.toString('utf8').trim() : null;
  }

  /** The branch checked out in the working tree, or null when HEAD is detached. */
  async checkedOutBranch(): Promise<string | null> {
    const out = await this.tryGit(['symbolic-ref', '--quiet', 'HEAD']);
    const ref = out?.toString('utf8').trim();
    return ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null;
  }

  /**
   * An object by oid, or by any name `cat-file` takes (`<commit>:<path>`, `main^{commit}`). The
   * same name asked for again while the first answer is on its way shares that answer: a query's
   * 250 fields resolve the branch at the same moment.
   */
  object(spec: string): Promise<GitObject | null> {
    let pending = this.objectsInFlight.get(spec);
    if (!pending) {
      pending = this.batch.read(spec);
      this.objectsInFlight.set(spec, pending);
      const forget = () => this.objectsInFlight.delete(spec);
      pending.then(forget, forget);
    }
    return pending;
  }

  commit(oid: string): Promise<CommitObject | null> {
    let cached = this.commitCache.get(oid);
    if (!cached) {
      cached = this.object(oid).then((object) => (object?.type === 'commit' ? parseCommit(object.oid, object.content) : null));
      if (isFullOid(oid)) this.commitCache.set(oid, cached);
    }
    return cached;
  }

  /** A tree's entries (all of them, depth first, with `recursive`), or null when there is no such tree. */
  async lsTree(treeish: string, recursive: boolean): Promise<TreeEntry[] | null> {
    if (!isSafeRevision(treeish)) return null;
    const out = await this.tryGit(['ls-tree', '-l', '-z', ...(recursive ? ['-r', '-t'] : []), treeish]);
    return out ? parseLsTree(out) : null;
  }

  /** One file's or folder's entry in a commit, or null. */
  async entry(commit: string, path: string): Promise<TreeEntry | null> {
    if (!isSafeRevision(commit) || !path) return null;
    const out = await this.tryGit(['ls-tree', '-l', '-z', commit, '--', path.replace(/\/+$/, '')]);
    return (out && parseLsTree(out).find((entry) => entry.path === path.replace(/\/+$/, ''))) || null;
  }

  /** Commits reachable from `commit` (touching `path`, when given), newest first, as `git log` lists them. */
  history(commit: string, query: HistoryQuery, skip: number, max: number): Promise<string[]> {
    const key = JSON.stringify([commit, query.path, query.since, query.until, skip, max]);
    let cached = this.historyCache.get(key);
    if (!cached) {
      cached = this.git([
        'log',
        '--format=%H',
        `--skip=${skip}`,
        `-n${max}`,
        ...historyFilters(query),
        commit,
        '--',
        ...pathArgs(query),
      ]).then((out) => out.toString('utf8').split('\n').filter(Boolean));
      // A history read at a full SHA never changes; one read at a branch name does.
      if (isFullOid(commit)) this.rememberHistory(key, cached);
    }
    return cached;
  }

  /**
   * The newest commit reachable from `commit` that touched `path` (a file or a folder), as
   * `git log -1 -- <path>` finds it. Sveltia asks this of every entry and asset when it loads;
   * lookups made in the same tick share one `git log` walk, which stops once every path is found.
   */
  lastCommitFor(commit: string, path: string): Promise<string | null> {
    const key = `${commit}\0${path}`;
    let cached = this.lastCommitCache.get(key);
    if (!cached) {
      cached = new Promise<string | null>((resolve, reject) => {
        const byPath = this.waitingForWalk.get(commit) ?? new Map<string, ((oid: string | null, error?: Error) => void)[]>();
        if (!this.waitingForWalk.size) setImmediate(() => this.walkWaiting());
        this.waitingForWalk.set(commit, byPath);
        byPath.set(path, [...(byPath.get(path) ?? []), (oid, error) => (error ? reject(error) : resolve(oid))]);
      });
      if (isFullOid(commit)) {
        if (this.lastCommitCache.size > 50_000) this.lastCommitCache.clear();
        this.lastCommitCache.set(key, cached);
        cached.catch(() => this.lastCommitCache.delete(key));
      }
    }
    return cached;
  }

  async historyCount(commit: string, query: HistoryQuery): Promise<number> {
    const out = await this.git(['rev-list', '--count', ...historyFilters(query), commit, '--', ...pathArgs(query)]);
    return Number(out.toString('utf8').trim());
  }

  close(): void {
    this.batch.close();
  }

  private walkWaiting(): void {
    const batches = this.waitingForWalk;
    this.waitingForWalk = new Map();
    for (const [commit, byPath] of batches) {
      const paths = [...byPath.keys()];
      // A few hundred paths per walk keeps the command line short.
      for (let start = 0; start < paths.length; start += 300) {
        const chunk = paths.slice(start, start + 300);
        const answer = (path: string, oid: string | null, error?: Error) => byPath.get(path)?.forEach((done) => done(oid, error));
        this.walk(commit, chunk).then(
          ({ files, folders }) => {
            for (const path of chunk) {
              // A folder is TREESAME to a merge's parent only as a whole: `git log` answers for it.
              if (folders.has(path)) {
                this.history(commit, { path }, 0, 1).then(
                  ([oid]) => answer(path, oid ?? null),
                  (error: Error) => answer(path, null, error),
                );
              } else answer(path, files.get(path) ?? null);
            }
          },
          (error: Error) => chunk.forEach((path) => answer(path, null, error)),
        );
      }
    }
  }

  /**
   * One `git log` over all the paths, newest first, naming the files each commit changed (for a
   * merge, `-c`: those that differ from every parent, which is exactly when `git log -- <file>`
   * shows a merge). The first commit naming a file is its last commit; a path named only through
   * the files inside it is a folder. The walk follows the union of the paths, which in a history
   * whose merges threw away a change to one file can name a commit `git log -1 -- <file>` alone
   * would have skipped.
   */
  private walk(commit: string, paths: string[]): Promise<{ files: Map<string, string>; folders: Set<string> }> {
    return this.limiter.run(
      () =>
        new Promise((resolve, reject) => {
          const args = ['log', '-z', '--format=%x01%H', '--name-only', '-c', '--no-renames', commit, '--', ...paths];
          const child = spawn('git', args, { cwd: this.dir, env: this.env });
          const remaining = new Set(paths);
          const files = new Map<string, string>();
          const folders = new Set<string>();
          let buffer = '';
          let stderr = '';
          let done = false;
          const finish = () => {
            done = true;
            child.kill();
            resolve({ files, folders });
          };
          const record = (text: string) => {
            const [oid = '', ...names] = text.split(/\0\n?/);
            for (const name of names.filter(Boolean)) {
              if (remaining.delete(name)) files.set(name, oid);
              for (let folder = name; folder.includes('/');) {
                folder = folder.slice(0, folder.lastIndexOf('/'));
                if (remaining.delete(folder)) folders.add(folder);
              }
            }
          };
          child.stdout.setEncoding('utf8');
          child.stdout.on('data', (chunk: string) => {
            if (done) return;
            buffer += chunk;
            const records = buffer.split('\x01');
            buffer = records.pop() ?? '';
            records.filter(Boolean).forEach(record);
            if (!remaining.size) finish();
          });
          child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
          child.on('error', reject);
          child.on('close', (code) => {
            if (done) return;
            if (code !== 0) return reject(new GitCommandError(args.slice(0, 7), code, stderr));
            if (buffer) record(buffer);
            finish();
          });
        }),
    );
  }

  private rememberHistory(key: string, value: Promise<string[]>): void {
    // Thousands of paths over a long session: start again rather than grow without end.
    if (this.historyCache.size > 50_000) this.historyCache.clear();
    this.historyCache.set(key, value);
    value.catch(() => this.historyCache.delete(key));
  }
}

const historyFilters = ({ since, until }: HistoryQuery) => [...(since ? [`--since=${since}`] : []), ...(until ? [`--until=${until}`] : [])];
const pathArgs = ({ path }: HistoryQuery) => (path ? [path] : []);

/** `git ls-tree -l -z` output: `<mode> <type> <oid> <size>\t<path>\0` per entry. */
export function parseLsTree(out: Buffer): TreeEntry[] {
  return out
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const match = /^(\d+) (blob|tree|commit) ([0-9a-f]+) +(-|\d+)\t(.*)$/s.exec(line);
      if (!match) throw new Error(`Unexpected git ls-tree line: ${line}`);
      const [, mode = '', type, oid = '', size = '-', path = ''] = match;
      return { mode, type: type as TreeEntry['type'], oid, size: size === '-' ? null : Number(size), path };
    });
}

function parseSignature(value: string): Signature {
  const match = /^(.*) <(.*)> (\d+) ([+-]\d{4})$/.exec(value);
  if (!match) return { name: value, email: '', date: new Date(0), offset: '+0000' };
  const [, name = '', email = '', seconds = '0', offset = '+0000'] = match;
  return { name, email, date: new Date(Number(seconds) * 1000), offset };
}

/** A raw commit object: headers (continuation lines start with a space), a blank line, the message. */
export function parseCommit(oid: string, content: Buffer): CommitObject {
  const text = content.toString('utf8');
  const split = text.indexOf('\n\n');
  const headerText = split < 0 ? text : text.slice(0, split);
  const message = split < 0 ? '' : text.slice(split + 2);
  const headers: [string, string][] = [];
  for (const line of headerText.split('\n')) {
    const last = headers.at(-1);
    if (line.startsWith(' ') && last) last[1] += `\n${line.slice(1)}`;
    else {
      const space = line.indexOf(' ');
      headers.push([line.slice(0, space), line.slice(space + 1)]);
    }
  }
  const value = (name: string) => headers.find(([key]) => key === name)?.[1] ?? '';
  return {
    oid,
    tree: value('tree'),
    parents: headers.filter(([key]) => key === 'parent').map(([, parent]) => parent),
    author: parseSignature(value('author')),
    committer: parseSignature(value('committer')),
    // git ends a message with a line feed; GitHub's API hands it out without one.
    message: message.replace(/\n$/, ''),
  };
}
