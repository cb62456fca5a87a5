/**
 * Work a request starts but does not wait for (the password-reset lookup, writes and e-mail),
 * so its response time cannot depend on that work. Failures are logged by label, never with the
 * data involved. `idle()` waits for everything started so far: the app awaits it on close, so a
 * graceful shutdown still finishes what it accepted, and tests await it instead of sleeping.
 */
export interface BackgroundTasks {
  run(label: string, task: () => Promise<void>): void;
  idle(): Promise<void>;
}

export function createBackgroundTasks(onError: (label: string, error: unknown) => void): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      // A macrotask later, so not even the task's synchronous start runs before the response.
      const started = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => onError(label, error))
        .finally(() => pending.delete(started));
      pending.add(started);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
