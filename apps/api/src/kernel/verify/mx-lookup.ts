import { Resolver } from 'node:dns/promises';

/** found: mail servers (or an address record) exist; none: the domain cannot receive mail; unknown: DNS did not answer. */
export type MxAnswer = 'found' | 'none' | 'unknown';
export type MxLookup = (domain: string) => Promise<MxAnswer>;

/** DNS codes that mean "this name has no such record" (as opposed to "DNS did not work"). */
const NO_SUCH_NAME = new Set(['ENOTFOUND']);
const NO_DATA = new Set(['ENODATA']);

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  new Promise((resolve, reject) => {
    const t = setTimeout(() => resolve('timeout'), ms);
    t.unref();
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });

const codeOf = (e: unknown) => (e as { code?: string })?.code ?? '';

/**
 * MX lookup with node:dns under a short deadline. It never blocks a person: a timeout or any DNS
 * failure answers unknown (the address is accepted). A domain without MX falls back to its
 * address records (RFC 5321 §5.1). Because an offline or broken resolver also says "no such
 * name", a "none" is only believed when a domain known to have mail (probeDomain) resolves.
 */
export function createMxLookup(opts: {
  servers?: string[];
  timeoutMs: number;
  probeDomain: string;
}): MxLookup {
  const resolver = new Resolver({ timeout: Math.max(100, Math.floor(opts.timeoutMs / 2)), tries: 1 });
  if (opts.servers?.length) resolver.setServers(opts.servers);
  let probe: { at: number; works: boolean } | undefined;

  async function raw(domain: string): Promise<MxAnswer> {
    try {
      const mx = await resolver.resolveMx(domain);
      // A "null MX" (RFC 7505: one record with exchange ".") says the domain accepts no mail.
      if (mx.length === 1 && (mx[0].exchange === '' || mx[0].exchange === '.')) return 'none';
      return mx.length ? 'found' : 'none';
    } catch (e) {
      if (NO_SUCH_NAME.has(codeOf(e))) return 'none';
      if (!NO_DATA.has(codeOf(e))) return 'unknown';
    }
    const a = await Promise.allSettled([resolver.resolve4(domain), resolver.resolve6(domain)]);
    if (a.some((r) => r.status === 'fulfilled' && r.value.length)) return 'found';
    return a.every(
      (r) => r.status === 'rejected' && (NO_DATA.has(codeOf(r.reason)) || NO_SUCH_NAME.has(codeOf(r.reason))),
    )
      ? 'none'
      : 'unknown';
  }

  async function dnsWorks(): Promise<boolean> {
    if (probe && Date.now() - probe.at < 60_000) return probe.works;
    const answer = await withTimeout(raw(opts.probeDomain), opts.timeoutMs).catch(() => 'unknown' as const);
    probe = { at: Date.now(), works: answer === 'found' };
    return probe.works;
  }

  return async (domain) => {
    const answer = await withTimeout(raw(domain), opts.timeoutMs).catch(() => 'unknown' as const);
    if (answer === 'timeout') return 'unknown';
    if (answer === 'none' && !(await dnsWorks())) return 'unknown';
    return answer;
  };
}
