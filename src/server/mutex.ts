/** A per-key promise chain: one task at a time per key, in arrival order. */
export function createKeyedMutex() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const prev = tails.get(key) ?? Promise.resolve();
      const next = prev.then(task, task);
      const tail = next.catch(() => undefined);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return next;
    },
    idle(): Promise<void> {
      return Promise.all([...tails.values()]).then(() => undefined);
    },
  };
}
