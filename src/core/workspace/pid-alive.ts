/** Whether process `pid` runs on this host: signal 0 checks without sending anything (EPERM: it
 *  runs, as another user). Lock holders and queue tickets name their pid for this check. */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
