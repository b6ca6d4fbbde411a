/**
 * One long-running `git cat-file --batch` per host: Sveltia asks for every entry's blob in
 * batches of 250, and one process answering them in turn costs a line each instead of a
 * process each.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export type GitObjectType = 'blob' | 'tree' | 'commit' | 'tag';

export interface GitObject {
  oid: string;
  type: GitObjectType;
  size: number;
  content: Buffer;
}

interface Pending {
  resolve: (object: GitObject | null) => void;
  reject: (error: Error) => void;
}

export class CatFileBatch {
  private process: ChildProcessWithoutNullStreams | undefined;
  private buffer = Buffer.alloc(0);
  private readonly pending: Pending[] = [];

  constructor(
    private readonly repoDir: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** The object named by `spec` (an oid, or `<commit>:<path>`), or null when git has none. */
  read(spec: string): Promise<GitObject | null> {
    // The batch protocol is line-based: a name with a line break would read as two requests.
    if (/[\n\r]/.test(spec)) return Promise.resolve(null);
    const child = this.start();
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      child.stdin.write(`${spec}\n`);
    });
  }

  close(): void {
    this.process?.stdin.end();
    this.process = undefined;
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.process) return this.process;
    const child = spawn('git', ['cat-file', '--batch'], { cwd: this.repoDir, env: this.env });
    child.stdout.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.drain();
    });
    const fail = (error: Error) => {
      if (this.process === child) this.process = undefined;
      this.buffer = Buffer.alloc(0);
      for (const request of this.pending.splice(0)) request.reject(error);
    };
    child.on('error', fail);
    child.on('exit', (code) => {
      if (this.pending.length) fail(new Error(`git cat-file --batch exited with ${code}`));
      else if (this.process === child) this.process = undefined;
    });
    child.stderr.resume();
    this.process = child;
    return child;
  }

  /** Answers the waiting requests, in order, from whatever output has arrived. */
  private drain(): void {
    for (;;) {
      const request = this.pending[0];
      const lineEnd = this.buffer.indexOf(0x0a);
      if (!request || lineEnd < 0) return;
      const header = this.buffer.subarray(0, lineEnd).toString('utf8');
      // "<name> missing" or "<name> ambiguous": no content follows.
      if (/ (missing|ambiguous)$/.test(header)) {
        this.buffer = this.buffer.subarray(lineEnd + 1);
        this.pending.shift();
        request.resolve(null);
        continue;
      }
      const [oid = '', type = '', sizeText = ''] = header.split(' ');
      const size = Number(sizeText);
      // The content, then one line feed.
      if (this.buffer.length < lineEnd + 1 + size + 1) return;
      const content = Buffer.from(this.buffer.subarray(lineEnd + 1, lineEnd + 1 + size));
      this.buffer = this.buffer.subarray(lineEnd + 1 + size + 1);
      this.pending.shift();
      request.resolve({ oid, type: type as GitObjectType, size, content });
    }
  }
}
