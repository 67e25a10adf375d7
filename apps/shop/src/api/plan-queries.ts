import { callQueryOptions } from '@bs/api-client';

export const planDetailQueryOptions = (id: number) => callQueryOptions('get-plan-detail', { params: { id } });

/** Pricing of a plan for the enrollment; without one the server answers enrollmentIdError. */
export const planPricingQueryOptions = (pid: number, enrollmentId: string | null) =>
  callQueryOptions('get-plan-pricing-detail', { query: { pid, enrollment_id: enrollmentId ?? undefined } });

/** The wellness membership options (Select MemberShip). */
export const membershipPricingQueryOptions = (enrollmentId: string | null) =>
  callQueryOptions('get-plan-pricing-detail-elevate', {
    query: { enrollment_id: enrollmentId ?? undefined },
  });

/** The membership's fee text (get-plan-detail without an id). */
export const membershipFeeQueryOptions = () => callQueryOptions('get-plan-detail-membership');

export const relatedPlansQueryOptions = (enrollmentId: string, planId: number) =>
  callQueryOptions('get-related-plans', { query: { enrollment_id: enrollmentId, plan_id: planId } });

export const questionsQueryOptions = (enrollmentId: string, planId: number) =>
  callQueryOptions('get-questions', {
    query: { enrollment_id: enrollmentId, plan_id: planId, type: 'save' },
  });

export const alreadyAnsweredQueryOptions = (enrollmentId: string, planId: number) =>
  callQueryOptions('check-already-answered', { query: { enrollment_id: enrollmentId, plan_id: planId } });
