let started = false;

/** Whether spans are recorded: the database wraps its statements in spans only then. */
export function tracingStarted(): boolean {
  return started;
}

export function markTracingStarted(): void {
  started = true;
}
