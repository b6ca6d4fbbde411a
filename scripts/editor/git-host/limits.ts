/**
 * Two small concurrency tools: a mutex, so commits to the working copy never interleave, and a
 * limiter, so a GraphQL query with 250 aliased fields does not start 250 git processes at once.
 */

/** Runs tasks one at a time, in the order they arrive. */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    // The next task waits for this one whether it succeeds or fails.
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** Runs at most `size` tasks at once; the rest wait their turn. */
export class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
