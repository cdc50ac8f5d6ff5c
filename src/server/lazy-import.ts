/**
 * A module loaded on first use instead of at start (for heavy modules only a few requests
 * need); every caller shares the one import.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
