/**
 * A first-come, first-served queue in front of a sidecar lock.
 *
 * fs-safe's lock is a polling O_EXCL create with no queue: every waiter retries on its own
 * schedule. With dozens of processes waiting (a cron burst, many agents sharing a workspace),
 * short polls burn the CPU the holder needs to finish, and whoever polls at the right moment
 * wins, so an early waiter can starve until its deadline. The queue fixes both: each waiter
 * drops a ticket file named by its arrival time into `<lock>.queue/`, only the oldest ticket
 * polls the lock itself (quickly: it is one process), and the others re-read the queue at an
 * interval that grows with their place in it, with jitter so they do not wake in step.
 *
 * A ticket names its owner's host and pid, so the ticket of a process that died while waiting is
 * removed by the next reader of the queue; a ticket older than any wait can last is removed too.
 * Everything goes through the workspace's fs-safe root, like the lock itself.
 */
import { createHash, randomBytes } from "node:crypto";
import os from "node:os";
import type { Root } from "@openclaw/fs-safe";
import { sweepDebris } from "./sweep-debris.js";
import { entryNames } from "./entry-names.js";
import { pidAlive } from "./pid-alive.js";

// Per place in the queue: a waiter n places back re-reads the queue about every n × this.
const TURN_STEP_MS = 15;
// No waiter sleeps longer than this between looks at the queue: a long queue of quick writes
// moves fast, and a deep waiter must not oversleep its turn by much.
const TURN_CAP_MS = 400;
const HOST_TAG = createHash("sha256").update(os.hostname()).digest("hex").slice(0, 8);
// <arrival ms, 14 digits>-<host tag>-<pid>-<random>.t: sorting the names sorts by arrival.
const TICKET = /^(\d{14})-([0-9a-f]{8})-(\d{1,10})-([0-9a-f]{8})\.t$/;

export class LockQueue {
  private readonly mine: string;
  private dropped: Promise<void> | null = null;

  /** `maxWaitMs`: how long a waiter waits for the queue to move. A ticket from another host
   *  (whose pid cannot be checked) older than twice that is a leftover: the queue moves on, and
   *  each waiter gives up after that long without movement. */
  constructor(
    private readonly root: Root,
    private readonly dir: string,
    private readonly maxWaitMs: number,
  ) {
    this.mine = `${String(Date.now()).padStart(14, "0")}-${HOST_TAG}-${process.pid}-${randomBytes(4).toString("hex")}.t`;
  }

  async join(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.root.create(`${this.dir}/${this.mine}`, "", { mkdir: true });
      } catch (err) {
        // The last waiter out removes the empty queue folder; it may do so between our creating
        // the folder and our ticket. Then we create it again.
        // A last waiter out may also sweep our ticket's staging file (sweepIfEmpty).
        if (attempt >= 5) throw err;
      }
    }
  }

  /** How many live tickets are ahead of ours (0: our turn). Removes dead waiters' tickets. */
  async place(): Promise<number> {
    let names: string[];
    try {
      names = (await this.root.list(this.dir)).sort();
    } catch {
      return 0; // the queue folder vanished (removed by hand): fall back to the bare lock
    }
    let ahead = 0;
    for (const name of names) {
      if (name >= this.mine) break;
      const m = TICKET.exec(name);
      if (!m) continue;
      const age = Date.now() - Number(m[1]);
      const dead = m[2] === HOST_TAG ? !pidAlive(Number(m[3])) : age > 2 * this.maxWaitMs;
      if (dead) await this.root.remove(`${this.dir}/${name}`).catch(() => undefined);
      else ahead++;
    }
    return ahead;
  }

  /** How long to wait before looking again, `ahead` places from the front; jittered ±50%. */
  static delay(ahead: number): number {
    return Math.min(TURN_CAP_MS, TURN_STEP_MS * Math.max(1, ahead)) * (0.5 + Math.random());
  }

  /** Leaves the queue (idempotent). Started when the lock is taken, so the next waiter starts
   *  polling while we work; awaited before we return. */
  leave(): Promise<void> {
    this.dropped ??= this.root
      .remove(`${this.dir}/${this.mine}`)
      .catch(() => undefined)
      // The last one out removes what a waiter killed mid-join left (its ticket's staging file)
      // and then the queue folder; while others wait in it, the folder stays.
      .then(() => this.sweepIfEmpty())
      .then(() => this.root.remove(this.dir))
      .catch(() => undefined);
    return this.dropped;
  }

  /** With no ticket left in the queue, fs-safe staging files there are a killed joiner's. A
   *  joiner racing this loses its staging file and joins again (see join). */
  private async sweepIfEmpty(): Promise<void> {
    if (entryNames((await this.root.list(this.dir)) as unknown[]).some((n) => TICKET.test(n))) return;
    await sweepDebris(this.root, this.dir);
  }
}
