import { ok, type ApiRequest, type TestApi } from '@bs/api-client/testing';
import { SECTION_OF_TAB } from '@bs/domain';

export const ENROLLMENT_ID = 'tmp_AbCdEfGhIjKlMnOpQrStUv';

const ORDER = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'primary_health_info',
  'eoi_info',
  'dependent_info',
  'review_info',
  'agreement_info',
  'billing_info',
] as const;

/** get-dynamic-tabs as the server answers it: every tab, required 1 for the given ones. */
export function serveTabs(api: TestApi, required: readonly string[]) {
  api.on(
    'get-dynamic-tabs',
    ok({
      result: ORDER.map((tab_name, order) => ({
        tab_name,
        required: required.includes(tab_name) ? 1 : 0,
        order,
      })),
    }),
  );
}

const SECTIONS = Object.values(SECTION_OF_TAB);

export type Def = {
  field_name: string;
  value?: unknown;
  required?: 0 | 1;
  read_only?: 0 | 1;
  error?: string;
  message?: string;
};
export const def = (field_name: string, extra: Partial<Def> = {}) => ({
  field_name,
  value: null,
  required: 1,
  read_only: 0,
  error: '',
  message: '',
  ...extra,
});

/**
 * A temporary enrollment that answers like the server: each column holds what its save call was
 * last sent (SSNs come back masked), so a reload shows exactly what was saved.
 */
export function serveTempInfo(api: TestApi, columns: Record<string, unknown> = {}) {
  const saved: Record<string, unknown> = { ...columns };
  api.on('get-enrollment-temp-info', (req) => ok({ result: saved[req.query.column] ?? null }));
  // The review's one read: every step section, each as get-enrollment-temp-info answers it.
  api.on('get-review-sections', () =>
    ok({ sections: Object.fromEntries(SECTIONS.map((c) => [c, { result: saved[c] ?? null }])) }),
  );
  return {
    saved,
    store: (column: string) => (req: ApiRequest) => {
      const { enrollment_id: _id, ...values } = req.body ?? {};
      saved[column] = mask(values);
      return ok({ status: true, message: 'Saved' });
    },
  };
}

function mask(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(mask);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) =>
        k === 'ssn' && typeof x === 'string' && /^\d{9}$/.test(x) ? [k, `*****${x.slice(5)}`] : [k, mask(x)],
      ),
    );
  return v;
}
