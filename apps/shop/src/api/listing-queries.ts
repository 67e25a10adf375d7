import { callQueryOptions } from '@bs/api-client';

/** The categories of the visitor's store that have plans (the Choose Category filter). */
export const filterFieldsQueryOptions = (enrollmentId: string) =>
  callQueryOptions('get-left-side-filter-fields', { query: { enrollment_id: enrollmentId } });

/** The listing, narrowed to the chosen categories when there are any. */
export const filteredPlansQueryOptions = (enrollmentId: string, categories: readonly string[]) =>
  callQueryOptions('get-filtered-plans', {
    query: {
      enrollment_id: enrollmentId,
      categories: categories.length ? [...categories].sort().join(',') : undefined,
    },
  });

/** A visitor without quote basics yet: the plans of one menu category of the agent's (group's) store. */
export const menuFilteredPlansQueryOptions = (
  category: string,
  plansId: number,
  plansFor: 'agent' | 'group',
) =>
  callQueryOptions('get-menu-filtered-plans', {
    query: { category: category as never, plansId, plansFor },
  });

/** Whom the visitor enrolls under (group name and code) and, for existing members, who they are. */
export const memberInfoQueryOptions = (enrollmentId: string | null, groupId: number | null) =>
  callQueryOptions('get-group-agent-member-info', {
    query: {
      enrollment_id: enrollmentId ?? undefined,
      group_id: enrollmentId ? undefined : (groupId ?? undefined),
    },
  });

/** Every card's price in one call, for the same categories as the listing (issue 19). */
export const listingPricesQueryOptions = (enrollmentId: string, categories: readonly string[]) =>
  callQueryOptions('get-listing-prices', {
    query: {
      enrollment_id: enrollmentId,
      categories: categories.length ? [...categories].sort().join(',') : undefined,
    },
  });

/** Two to four plans side by side, priced for the enrollment's person when there is one. */
export const planComparisonQueryOptions = (planIds: readonly number[], enrollmentId: string | null) =>
  callQueryOptions('get-plan-comparison', {
    query: { plans: planIds.join(',') as never, enrollment_id: enrollmentId ?? undefined },
  });
