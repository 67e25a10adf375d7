import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { Alert } from '@bs/ui';
import { useT } from '../../i18n/messages';
import type { StepProps } from '../../shared/step-kit/step-props';
import { StepFooter } from '../../shared/step-kit/step-footer';
import { StepLoader } from '../../shared/step-kit/step-loader';
import { HealthQuestionsForm } from './health-questions-form';
import { useFreshQuery } from '../../shared/step-kit/step-reads';
import { useHealthAnswers } from './use-health-answers';

/**
 * Health Questions (wizard §2): asked only while the enrollment needs them (check-tab-required:
 * the cart may have changed since the steps were listed), then the questionnaire and the answers
 * so far.
 */
export function HealthQuestionsStep(props: StepProps) {
  const t = useT();
  const required = useFreshQuery({
    ...callQueryOptions('check-tab-required', {
      query: { enrollment_id: props.enrollmentId, tab_name: 'primary_health_info' },
    }),
    select: (d) => d.result.required === 1,
  });
  const questions = useQuery({
    ...callQueryOptions('get-health-questions-primary-health-info', {
      query: { enrollment_id: props.enrollmentId },
    }),
    staleTime: 0,
    enabled: required.data === true,
    select: (d) => d.result,
  });
  const answers = useHealthAnswers(props.enrollmentId, required.data === true);
  if (required.data === false)
    return (
      <>
        <Alert tone="info">{t('health.notNeeded')}</Alert>
        <StepFooter tab={props.tab} onBack={props.nav.back} next={{ onClick: () => void props.nav.next() }} />
      </>
    );
  return (
    <StepLoader queries={[required, questions, answers]}>
      {() => (
        <>
          {answers.data?.withheld && <Alert tone="info">{t('health.withheld')}</Alert>}
          <HealthQuestionsForm {...props} catalogue={questions.data!} saved={answers.data?.saved} />
        </>
      )}
    </StepLoader>
  );
}
