/**
 * Refinements started by hooks run in the background: the hook writes the deterministic file and
 * returns, so neither core compaction nor the user's turn waits for the host model (each request
 * is bounded by `refine.timeoutMs` and aborted after it; docs/design.md, "Refinement by the host
 * model"). At most one runs per key (one skill and session): a trigger that fires again while the
 * model is still busy does not queue a second request. OpenClaw leaves the cancellation of a
 * plugin's own long-running work to the plugin: abortAll() is called when the Gateway stops.
 */
export class BackgroundTasks {
  private readonly running = new Map<string, { done: Promise<void>; controller: AbortController }>();

  /** Starts `task` unless one with this key is running; false when it was not started. */
  start(key: string, task: (signal: AbortSignal) => Promise<void>, onError: (err: unknown) => void): boolean {
    if (this.running.has(key)) return false;
    const controller = new AbortController();
    const done = Promise.resolve()
      .then(() => task(controller.signal))
      .catch(onError)
      .finally(() => this.running.delete(key));
    this.running.set(key, { done, controller });
    return true;
  }

  get size(): number {
    return this.running.size;
  }

  /** Aborts every running task's request; each then records why and ends. */
  abortAll(reason: string): void {
    for (const { controller } of this.running.values()) controller.abort(new Error(reason));
  }

  /** Resolves when nothing is running (tests, and a caller that wants the outcome on disk). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()].map((r) => r.done));
  }
}
