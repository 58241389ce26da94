/**
 * Refinements started by hooks run in the background: the hook writes the deterministic file and
 * returns, so neither core compaction nor the user's turn waits for the host model (each request
 * is bounded by `refine.timeoutMs` and aborted after it; docs/design.md, "Refinement by the host
 * model"). At most one runs per key (one skill and session): a trigger that fires again while the
 * model is still busy does not queue a second request.
 */
export class BackgroundTasks {
  private readonly running = new Map<string, Promise<void>>();

  /** Starts `task` unless one with this key is running; false when it was not started. */
  start(key: string, task: () => Promise<void>, onError: (err: unknown) => void): boolean {
    if (this.running.has(key)) return false;
    const p = Promise.resolve()
      .then(task)
      .catch(onError)
      .finally(() => this.running.delete(key));
    this.running.set(key, p);
    return true;
  }

  get size(): number {
    return this.running.size;
  }

  /** Resolves when nothing is running (tests, and a caller that wants the outcome on disk). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }
}
