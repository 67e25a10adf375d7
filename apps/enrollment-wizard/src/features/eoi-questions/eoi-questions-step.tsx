import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { Alert } from '@bs/ui';
import { useT } from '../../i18n/messages';
import type { StepProps } from '../../shared/step-kit/step-props';
import { StepFooter } from '../../shared/step-kit/step-footer';
import { StepLoader } from '../../shared/step-kit/step-loader';
import { EoiQuestionsForm } from './eoi-questions-form';
import { useEoiAnswers } from './use-eoi-answers';

/**
 * Evidence of Insurability (ADR 0039): asked only while an election leaves an amount pending
 * (check-tab-required: the cart may have changed since the steps were listed), then the pending
 * plans' questions, answered like the health questions, and the answers so far.
 */
export function EoiQuestionsStep(props: StepProps) {
  const t = useT();
  const required = useQuery({
    ...callQueryOptions('check-tab-required', {
      query: { enrollment_id: props.enrollmentId, tab_name: 'eoi_info' },
    }),
    staleTime: 0,
    select: (d) => d.result.required === 1,
  });
  const questions = useQuery({
    ...callQueryOptions('get-eoi-questions', { query: { enrollment_id: props.enrollmentId } }),
    staleTime: 0,
    enabled: required.data === true,
    select: (d) => d.result,
  });
  const answers = useEoiAnswers(props.enrollmentId, required.data === true);
  if (required.data === false)
    return (
      <>
        <Alert tone="info">{t('eoi.notNeeded')}</Alert>
        <StepFooter tab={props.tab} onBack={props.nav.back} next={{ onClick: () => void props.nav.next() }} />
      </>
    );
  return (
    <StepLoader queries={[required, questions, answers]}>
      {() => (
        <>
          {answers.data?.withheld && <Alert tone="info">{t('eoi.withheld')}</Alert>}
          <EoiQuestionsForm {...props} catalogue={questions.data!} saved={answers.data?.saved} />
        </>
      )}
    </StepLoader>
  );
}
