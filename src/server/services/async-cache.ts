/**
 * Memoises async loads per key: concurrent callers share one load, a failed load is
 * forgotten (the next call retries), `clear()` drops everything (on invalidation).
 * `peek()` hands back an already settled value synchronously for hot paths.
 */
export function createAsyncCache<K, V>(load: (key: K) => Promise<V>) {
  const pending = new Map<K, Promise<V>>();
  const settled = new Map<K, V>();

  function get(key: K): Promise<V> {
    const existing = pending.get(key);
    if (existing) return existing;
    const loading = load(key);
    pending.set(key, loading);
    loading.then(
      (value) => {
        if (pending.get(key) === loading) settled.set(key, value);
      },
      () => {
        if (pending.get(key) === loading) pending.delete(key);
      },
    );
    return loading;
  }

  return {
    get,
    peek: (key: K): V | undefined => settled.get(key),
    clear(): void {
      pending.clear();
      settled.clear();
    },
  };
}
