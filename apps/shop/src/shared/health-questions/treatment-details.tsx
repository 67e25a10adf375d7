import { DobInput, TextField } from '@bs/ui';
import type { AnswerErrors, Treatment } from './answer-state';
import { useT } from '../after-landing/i18n/messages';
import styles from './health-questions.module.css';

export interface TreatmentDetailsProps {
  questionId: number;
  detail: [Treatment, Treatment];
  errors: AnswerErrors;
  onChange: (detail: [Treatment, Treatment]) => void;
}

/** Two treatment blocks (spec §9): dates, reason, degree of recovery, attending physician. */
export function TreatmentDetails({ questionId, detail, errors, onChange }: TreatmentDetailsProps) {
  const t = useT();
  const set = (i: 0 | 1, field: keyof Treatment, value: string) => {
    const next: [Treatment, Treatment] = [{ ...detail[0] }, { ...detail[1] }];
    next[i][field] = value;
    onChange(next);
  };
  const err = (i: number, f: keyof Treatment) => errors[`${questionId}.${i}.${f}`];
  return (
    <div className={styles.treatments}>
      {([0, 1] as const).map((i) => (
        <fieldset key={i} className={styles.treatment}>
          <legend className={styles.treatmentLegend}>{t('health.treatment', { number: i + 1 })}</legend>
          <DobInput
            label={t('health.dateFrom')}
            autoComplete="off"
            value={detail[i].dot_from}
            error={err(i, 'dot_from')}
            onValueChange={(v) => set(i, 'dot_from', v)}
          />
          <DobInput
            label={t('health.dateTo')}
            autoComplete="off"
            value={detail[i].dot_to}
            error={err(i, 'dot_to')}
            onValueChange={(v) => set(i, 'dot_to', v)}
          />
          <TextField
            label={t('health.reason')}
            className={styles.wide}
            maxLength={500}
            value={detail[i].reason_for_condition}
            error={err(i, 'reason_for_condition')}
            onChange={(e) => set(i, 'reason_for_condition', e.target.value)}
          />
          <TextField
            label={t('health.recovery')}
            className={styles.wide}
            maxLength={200}
            value={detail[i].degree_of_recovery}
            error={err(i, 'degree_of_recovery')}
            onChange={(e) => set(i, 'degree_of_recovery', e.target.value)}
          />
          <TextField
            label={t('health.physician')}
            className={styles.wide}
            maxLength={500}
            value={detail[i].physician_name_address}
            error={err(i, 'physician_name_address')}
            onChange={(e) => set(i, 'physician_name_address', e.target.value)}
          />
        </fieldset>
      ))}
    </div>
  );
}
