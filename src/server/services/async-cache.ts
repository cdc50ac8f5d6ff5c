interface Entry<V> {
  /** The newest value built and the generation its load started in; kept until a newer one replaces it. */
  value?: { current: V; generation: number };
  loading?: { promise: Promise<V>; generation: number };
}

/**
 * Memoises async loads per key: concurrent callers share one load, and `peek()` hands back
 * a fresh value synchronously for hot paths. `invalidate()` marks every value stale without
 * dropping it: the next `get()` rebuilds, and while a rebuild fails (database down) the
 * stale value keeps being served and the error is logged. With no value to fall back on,
 * the failure reaches the caller and the next call tries again.
 */
export function createAsyncCache<K, V>(name: string, load: (key: K) => Promise<V>) {
  const entries = new Map<K, Entry<V>>();
  /** Bumped by invalidate(): a load that started before it must not count as fresh. */
  let generation = 0;

  function entryOf(key: K): Entry<V> {
    let entry = entries.get(key);
    if (!entry) {
      entry = {};
      entries.set(key, entry);
    }
    return entry;
  }

  function rebuild(key: K, entry: Entry<V>): Promise<V> {
    const started = generation;
    const promise = load(key);
    entry.loading = { promise, generation: started };
    const settle = () => {
      if (entry.loading?.promise === promise) entry.loading = undefined;
    };
    promise.then(
      (value) => {
        if (!entry.value || entry.value.generation <= started) entry.value = { current: value, generation: started };
        settle();
      },
      settle,
    );
    return promise;
  }

  /** The current value, or the value of a rebuild (shared with concurrent callers); rejects when that fails. */
  function getFresh(key: K): Promise<V> {
    const entry = entryOf(key);
    if (entry.value?.generation === generation) return Promise.resolve(entry.value.current);
    if (entry.loading?.generation === generation) return entry.loading.promise;
    return rebuild(key, entry);
  }

  return {
    getFresh,
    /** As getFresh, but a failed rebuild answers the previous value when there is one (and logs why). */
    get(key: K): Promise<V> {
      const value = entries.get(key)?.value;
      if (value?.generation === generation) return Promise.resolve(value.current);
      return getFresh(key).catch((error: unknown) => {
        const previous = entries.get(key)?.value;
        if (!previous) throw error;
        console.error(`[cache] rebuilding ${name} failed; serving the previous value:`, error);
        return previous.current;
      });
    },
    peek(key: K): V | undefined {
      const value = entries.get(key)?.value;
      return value?.generation === generation ? value.current : undefined;
    },
    invalidate(): void {
      generation++;
    },
  };
}
