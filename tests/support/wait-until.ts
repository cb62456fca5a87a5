/**
 * Polls `probe` until it holds, for work that another process or a queue's workers finish on
 * their own time. The bound is no timed assertion: it only turns a lost message into a failure
 * with a name instead of a hung test.
 */
export async function waitUntil(what: string, probe: () => Promise<boolean> | boolean, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
