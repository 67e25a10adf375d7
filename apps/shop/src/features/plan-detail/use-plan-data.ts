import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@bs/session';
import { useStorePath } from '@bs/ui';
import {
  alreadyAnsweredQueryOptions,
  planDetailQueryOptions,
  planPricingQueryOptions,
  questionsQueryOptions,
} from '../../api/plan-queries';
import { planPath } from '../../shared/plan-card/plan-path';

/**
 * What the plan detail shows: the plan, its pricing for the enrollment and whether health
 * questions stand between the visitor and the cart. changePid moves to the replacing plan.
 */
export function usePlanData(planId: number) {
  const enrollmentId = useSession((s) => s.enrollmentId);
  const navigate = useNavigate();
  const to = useStorePath();
  const detail = useQuery(planDetailQueryOptions(planId));
  const pricing = useQuery(planPricingQueryOptions(planId, enrollmentId));
  const questions = useQuery({
    ...questionsQueryOptions(enrollmentId ?? '', planId),
    enabled: !!enrollmentId,
  });
  const answered = useQuery({
    ...alreadyAnsweredQueryOptions(enrollmentId ?? '', planId),
    enabled: !!enrollmentId,
  });
  // newQuestionsError (pricing or add) means earlier answers no longer count: ask again.
  const [reask, setReask] = useState(false);

  const changePid = pricing.data?.statusCode === 'changePid' ? pricing.data.pid : undefined;
  const planName = detail.data?.plan_name ?? 'plan';
  useEffect(() => {
    if (changePid) navigate(to(planPath(changePid, planName)), { replace: true });
  }, [changePid, planName, navigate, to]);

  const hasQuestions = (questions.data?.length ?? 0) > 0;
  const needsQuestions =
    hasQuestions &&
    (reask || pricing.data?.errorCode === 'newQuestionsError' || answered.data?.status === false);

  return {
    enrollmentId,
    detail,
    pricing,
    questions: questions.data ?? [],
    needsQuestions,
    checkingQuestions: !!enrollmentId && (questions.isPending || answered.isPending),
    setReask,
  };
}
