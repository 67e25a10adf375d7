/**
 * What a statement reads as of the catalogue version (migration 0007), kept per version token:
 * the catalogue itself, the live releases, the plans' EOI terms. Tokens are unique across
 * databases, so one process may serve several. Only the newest few are kept: an older token is
 * only asked for by a request that raced a change. Each is loaded once however many ask.
 */
export function perVersion<T>(keepNewest = 4) {
  const entries = new Map<string, Promise<T>>();
  const keep = (token: string, value: Promise<T>) => {
    entries.delete(token);
    entries.set(token, value);
    while (entries.size > keepNewest) entries.delete(entries.keys().next().value!);
  };
  /**
   * The value at `token`; `load` reads it with the version in the same statement. The version
   * may have moved since `token` was read: the value is then also kept under the newer token.
   */
  return (token: string, load: () => Promise<{ token: string; value: T }>): Promise<T> => {
    const known = entries.get(token);
    if (known) return known;
    const loading = load().then((read) => {
      if (read.token !== token) keep(read.token, Promise.resolve(read.value));
      return read.value;
    });
    keep(token, loading);
    loading.catch(() => {
      if (entries.get(token) === loading) entries.delete(token);
    });
    return loading;
  };
}
