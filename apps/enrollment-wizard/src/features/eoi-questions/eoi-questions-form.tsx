import type { HealthQuestions, SaveEoiInfoBody } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { useT } from '../../i18n/messages';
import type { StepProps } from '../../shared/step-kit/step-props';
import styles from '../../shared/step-kit/step-form.module.css';
import { HealthAnswersForm } from '../../shared/health/health-answers-form';
import { PendingCover } from './pending-cover';

export interface EoiQuestionsFormProps extends StepProps {
  catalogue: HealthQuestions['result'];
  saved: unknown;
}

/**
 * The applicant's answers to the pending plans' EOI questions, with the health questions' engine
 * (HealthAnswersForm: the same fields and contract rules, which save-eoi-info applies too). Above
 * them, what the answers are for: the cover pending evidence.
 */
export function EoiQuestionsForm(props: EoiQuestionsFormProps) {
  const t = useT();
  return (
    <HealthAnswersForm
      {...props}
      formId="eoi-questions-form"
      intro={
        <>
          <PendingCover enrollmentId={props.enrollmentId} />
          <p className={styles.note}>{t('eoi.intro')}</p>
        </>
      }
      send={(payload) =>
        apiCall('save-eoi-info', {
          body: { enrollment_id: props.enrollmentId, ...payload } as SaveEoiInfoBody,
        })
      }
    />
  );
}
