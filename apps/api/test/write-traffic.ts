import { enrollmentKeyHeader, type ApiProcess } from './api-process';
import { BASE_PROFILE, dobForAge } from './shop';

/**
 * What the API acknowledged (answered 200 to) while the traffic ran, and the browser (enrollment
 * key cookie, ADR 0013) that holds each acknowledged enrollment.
 */
export type Acked = {
  enrollments: string[];
  carts: string[];
  statuses: number[];
  networkErrors: number;
  browsers: Map<string, { cookie: string }>;
};

/**
 * Writes as a busy store would: each worker creates an enrollment (add-filter-for-new-user),
 * then puts a plan in its cart (add-plan-to-cart), again and again, until stopped or until the
 * API stops answering. Only writes answered 200 count as acknowledged.
 */
export function writeTraffic(api: ApiProcess, workers = 4) {
  const acked: Acked = { enrollments: [], carts: [], statuses: [], networkErrors: 0, browsers: new Map() };
  let stopped = false;
  // Each worker is one browser: its first enrollment mints the key, the later ones reuse it.
  const worker = async () => {
    let browser: { cookie: string } | undefined;
    while (!stopped) {
      try {
        const r = await api.call(
          'POST',
          '/api/v1/add-filter-for-new-user',
          { ...BASE_PROFILE, dob: dobForAge(40) },
          browser,
        );
        acked.statuses.push(r.status);
        if (r.status !== 200) {
          await new Promise((res) => setTimeout(res, 20));
          continue;
        }
        const id: string = r.body.data.temp_enrollment_id;
        // Without the key the enrollment reads back as missing (missingWrites says so).
        browser = enrollmentKeyHeader(r) ?? browser;
        acked.enrollments.push(id);
        if (browser) acked.browsers.set(id, browser);
        const c = await api.call(
          'POST',
          '/api/v1/add-plan-to-cart',
          { enrollment_id: id, plan_id: 1001, plan_pricing_id: 100101 },
          browser,
        );
        acked.statuses.push(c.status);
        if (c.status === 200) acked.carts.push(id);
      } catch {
        // Refused or reset: the API is gone; nothing more is acknowledged.
        acked.networkErrors++;
        if (api.proc.exitCode !== null || api.proc.signalCode !== null) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  const running = Promise.all(Array.from({ length: workers }, worker));
  return {
    acked,
    /** Resolves once at least `n` enrollments were acknowledged. */
    async atLeast(n: number, ms = 60_000) {
      const end = Date.now() + ms;
      while (acked.enrollments.length < n) {
        if (Date.now() > end) throw new Error(`only ${acked.enrollments.length} writes in ${ms} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    /** Stops the workers (after the API is gone they stop by themselves). */
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** Every acknowledged enrollment and cart item, read back through `api`; answers what is missing. */
export async function missingWrites(api: ApiProcess, acked: Acked): Promise<string[]> {
  const missing: string[] = [];
  for (const id of acked.enrollments) {
    const r = await api.call(
      'GET',
      `/api/v1/get-enrollment-temp-info?enrollment_id=${id}&column=eprocess`,
      undefined,
      acked.browsers.get(id),
    );
    if (r.status !== 200) missing.push(`enrollment ${id}`);
  }
  for (const id of acked.carts) {
    const r = await api.call(
      'GET',
      `/api/v1/get-cart-count?enrollment_id=${id}`,
      undefined,
      acked.browsers.get(id),
    );
    if (r.status !== 200 || r.body.data.result < 1) missing.push(`cart of ${id}`);
  }
  return missing;
}
