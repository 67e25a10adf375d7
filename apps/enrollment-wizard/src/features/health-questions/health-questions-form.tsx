import type { HealthQuestions, SavePrimaryHealthInfoBody } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { useT } from '../../i18n/messages';
import type { StepProps } from '../../shared/step-kit/step-props';
import styles from '../../shared/step-kit/step-form.module.css';
import { HealthAnswersForm } from '../../shared/health/health-answers-form';

export interface HealthQuestionsFormProps extends StepProps {
  catalogue: HealthQuestions['result'];
  saved: unknown;
}

/** The member's own answers (wizard §2 Health Questions), saved with save-primary-health-info. */
export function HealthQuestionsForm(props: HealthQuestionsFormProps) {
  const t = useT();
  return (
    <HealthAnswersForm
      {...props}
      formId="health-questions-form"
      intro={<p className={styles.note}>{t('health.intro')}</p>}
      send={(payload) =>
        apiCall('save-primary-health-info', {
          body: { enrollment_id: props.enrollmentId, ...payload } as SavePrimaryHealthInfoBody,
        })
      }
    />
  );
}
