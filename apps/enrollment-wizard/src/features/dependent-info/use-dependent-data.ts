import { useQuery } from '@tanstack/react-query';
import type { SaveDependentsBody } from '@bs/contract';
import { apiCall, callQueryOptions } from '@bs/api-client';
import { sessionStore, useSession } from '@bs/session';
import { keepForTier, needsExistingSync, tierOf, type DependentTier } from './dependent-rules';
import {
  dependentPayload,
  fromDependentRecord,
  type Catalogue,
  type DependentValues,
} from './dependent-values';

const relationshipOf = (d: DependentValues) => d.primary_info.relationship;
const FRESH = { staleTime: 0, gcTime: 0, refetchOnWindowFocus: false } as const;

/** The enrollment's tier (filter_info) and whether dependents answer health questions. */
export function useDependentContext(enrollmentId: string) {
  const q = { query: { enrollment_id: enrollmentId } };
  const tier = useQuery({
    ...callQueryOptions('get-enrollment-temp-info', {
      query: { enrollment_id: enrollmentId, column: 'filter_info' },
    }),
    ...FRESH,
    select: (d): DependentTier | null => tierOf((d.result as { tier?: string } | null)?.tier),
  });
  const health = useQuery({
    ...callQueryOptions('check-tab-required', {
      query: { enrollment_id: enrollmentId, tab_name: 'primary_health_info' },
    }),
    ...FRESH,
    select: (d) => d.result.required === 1,
  });
  const catalogue = useQuery({
    ...callQueryOptions('get-health-questions-dependent-info', q),
    ...FRESH,
    enabled: health.data === true,
    select: (d) => d.result,
  });
  const defs = useQuery({ ...callQueryOptions('get-form-fields-dependent-primary-info', q), ...FRESH });
  return { tier, health, catalogue, defs };
}

/**
 * The dependents the step lists (spec §4 Dependent load). New members: what the enrollment saved.
 * Existing members: once per enrollment id (dep_sync_temp_id), and again when the enrollment is
 * marked new, their dependents on file are copied into the enrollment first; if that fails the
 * saved list is used. Either way the list is filtered by the tier.
 */
export function useDependentList(
  enrollmentId: string,
  tier: DependentTier | null,
  catalogue: Catalogue | null,
  ready: boolean,
) {
  const enrollType = useSession((s) => s.enroll_type);
  return useQuery({
    queryKey: ['dependent-step-list', enrollmentId, tier, catalogue !== null],
    ...FRESH,
    enabled: ready && tier !== null,
    queryFn: async ({ signal }): Promise<DependentValues[]> => {
      const s = sessionStore.getState();
      if (
        tier &&
        tier !== 'IO' &&
        needsExistingSync(enrollType, enrollmentId, s.dep_sync_temp_id, s.enrollment)
      ) {
        try {
          const existing = await apiCall(
            'get-dependents-existing-user-enrollment',
            { query: { enrollment_id: enrollmentId } },
            { signal },
          );
          const covered = keepForTier(
            tier,
            existing.result.dependents.map((d) => fromDependentRecord(d, catalogue)),
            relationshipOf,
          );
          await apiCall('save-dependent-info-to-temp', {
            body: {
              enrollment_id: enrollmentId,
              dependents: covered.map((d) => dependentPayload(d).payload),
            } as SaveDependentsBody,
          });
          sessionStore.getState().set({ dep_sync_temp_id: enrollmentId, enrollment: null });
        } catch (err) {
          console.warn('[enrollment-wizard] existing dependents not copied; using the saved list', err);
        }
      }
      const saved = await apiCall(
        'get-enrollment-temp-info',
        { query: { enrollment_id: enrollmentId, column: 'dependent_info' } },
        { signal },
      );
      const list = (Array.isArray(saved.result) ? saved.result : []).map((r) =>
        fromDependentRecord(r, catalogue),
      );
      return tier ? keepForTier(tier, list, relationshipOf) : list;
    },
  });
}
