/**
 * The write side: a `createCommitOnBranch` becomes a real commit in the working copy. The changed
 * files are written into the working tree and only those paths are committed, so whatever else a
 * developer has changed, staged or left untracked stays exactly as it was.
 */
import { lstat, mkdir, readFile, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { GitRepo } from './git-repo.js';
import { Mutex } from './limits.js';

export interface FileAddition {
  path: string;
  contents: Buffer;
}

export interface CommitRequest {
  branch: string;
  expectedHeadOid: string;
  additions: FileAddition[];
  deletions: string[];
  message: string;
  author: { name: string; email: string };
}

/** A commit refused the way GitHub refuses it; `type` is GitHub's GraphQL error type. */
export class CommitRefusedError extends Error {
  constructor(
    readonly type: 'STALE_DATA' | 'UNPROCESSABLE' | 'NOT_FOUND',
    message: string,
  ) {
    super(message);
  }
}

/** A path as GitHub would store it: relative, with no empty, `.` or `..` segment, and never inside `.git`. */
export function checkPath(path: string): string {
  const segments = path.split('/');
  const bad =
    !path ||
    /[\0\n\r\\]/.test(path) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..' || segment.toLowerCase() === '.git');
  if (bad) throw new CommitRefusedError('UNPROCESSABLE', `The path "${path}" is not a valid file path.`);
  return path;
}

export class WorkingCopy {
  private readonly mutex = new Mutex();

  constructor(private readonly repo: GitRepo) {}

  /** Commits the changes on top of `expectedHeadOid` and resolves with the new commit's SHA. */
  commit(request: CommitRequest): Promise<string> {
    return this.mutex.run(() => this.commitNow(request));
  }

  private async commitNow({ branch, expectedHeadOid, additions, deletions, message, author }: CommitRequest): Promise<string> {
    const repo = this.repo;
    const head = await repo.branchHeadNow(branch);
    if (!head) throw new CommitRefusedError('NOT_FOUND', `Could not resolve to a branch named "${branch}".`);
    if (head !== expectedHeadOid) {
      // GitHub's own wording, two spaces included.
      throw new CommitRefusedError('STALE_DATA', `Expected branch to point to "${expectedHeadOid}" but it did not.  Pull and try again.`);
    }
    // The commit is made where the files are: the branch has to be the one checked out.
    const checkedOut = await repo.checkedOutBranch();
    if (checkedOut !== branch) {
      throw new CommitRefusedError(
        'UNPROCESSABLE',
        `The working copy at ${repo.dir} has ${checkedOut ? `"${checkedOut}"` : 'a detached HEAD'} checked out, not "${branch}".`,
      );
    }

    const added = additions.map((addition) => ({ ...addition, path: checkPath(addition.path) }));
    const deleted = deletions.map(checkPath);
    for (const path of deleted) {
      if ((await repo.entry(head, path))?.type !== 'blob') {
        throw new CommitRefusedError(
          'UNPROCESSABLE',
          `A path was requested for deletion which does not exist as of commit oid \`${head}\`.`,
        );
      }
    }
    const paths = [...new Set([...added.map(({ path }) => path), ...deleted])];

    // A developer's uncommitted change to a file the editor is about to write would be lost.
    if (paths.length) {
      const dirty = await repo.git(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...paths]);
      const changed = dirty
        .toString('utf8')
        .split('\0')
        .filter((line) => /^[ MADRCU?!]{2} /.test(line))
        .map((line) => line.slice(3));
      if (changed.length) {
        throw new CommitRefusedError(
          'UNPROCESSABLE',
          `The working copy has uncommitted changes to ${changed.join(', ')}: commit or discard them, then save again.`,
        );
      }
    }

    const backups = await Promise.all(paths.map((path) => this.backUp(path)));
    try {
      for (const { path, contents } of added) await this.writeFile(path, contents);
      for (const path of deleted) await this.deleteFile(path);
      if (paths.length) await repo.git(['add', '--all', '--force', '--', ...paths]);
      await repo.git(
        [
          '-c',
          'commit.gpgsign=false',
          'commit',
          '--only',
          '--no-verify',
          '--allow-empty',
          '--cleanup=verbatim',
          '--quiet',
          '--file=-',
          '--',
          ...paths,
        ],
        {
          input: message,
          env: {
            GIT_AUTHOR_NAME: author.name,
            GIT_AUTHOR_EMAIL: author.email,
            GIT_COMMITTER_NAME: author.name,
            GIT_COMMITTER_EMAIL: author.email,
          },
        },
      );
    } catch (error) {
      await this.restore(paths, backups);
      throw error;
    }
    const oid = await repo.branchHeadNow(branch);
    if (!oid) throw new Error(`The branch ${branch} disappeared during a commit.`);
    return oid;
  }

  private absolute(path: string): string {
    return join(this.repo.dir, ...path.split('/'));
  }

  /** Refuses to write through a symbolic link in a parent folder, which could lead out of the working tree. */
  private async checkParents(path: string): Promise<void> {
    const segments = path.split('/').slice(0, -1);
    for (let i = 1; i <= segments.length; i += 1) {
      const stat = await lstat(join(this.repo.dir, ...segments.slice(0, i))).catch(() => undefined);
      if (stat?.isSymbolicLink()) throw new CommitRefusedError('UNPROCESSABLE', `The path "${path}" goes through a symbolic link.`);
    }
  }

  private async writeFile(path: string, contents: Buffer): Promise<void> {
    await this.checkParents(path);
    const file = this.absolute(path);
    // A symbolic link at the path is replaced by the file, as GitHub replaces it, not written through.
    if ((await lstat(file).catch(() => undefined))?.isSymbolicLink()) await unlink(file);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, contents);
  }

  private async deleteFile(path: string): Promise<void> {
    await this.checkParents(path);
    await rm(this.absolute(path), { force: true });
    // git keeps no empty folders; neither does a checkout of the new commit.
    for (let dir = dirname(path); dir !== '.'; dir = dirname(dir)) {
      if (
        !(await rmdir(this.absolute(dir)).then(
          () => true,
          () => false,
        ))
      )
        break;
    }
  }

  private async backUp(path: string): Promise<Buffer | null> {
    const file = this.absolute(path);
    const stat = await lstat(file).catch(() => undefined);
    return stat?.isFile() ? readFile(file) : null;
  }

  /** Puts the files and the index back as they were before a commit that failed half-way. */
  private async restore(paths: string[], backups: (Buffer | null)[]): Promise<void> {
    await Promise.all(
      paths.map(async (path, i) => {
        const backup = backups[i];
        if (backup) await this.writeFile(path, backup).catch(() => undefined);
        else await rm(this.absolute(path), { force: true });
      }),
    );
    // The paths were clean before, so their index entries are HEAD's.
    if (paths.length) await this.repo.tryGit(['reset', '--quiet', 'HEAD', '--', ...paths]);
  }
}
