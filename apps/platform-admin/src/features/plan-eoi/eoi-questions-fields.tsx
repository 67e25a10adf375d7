import { EOI_QUESTION_MAX } from '@bs/contract';
import { Button } from '@bs/ui';
import { FormTextAreaField, useFieldArray, type Control } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import styles from './plan-eoi.module.css';
import type { PlanEoiValues } from './plan-eoi-values';

/**
 * The questions of the plan's EOI step (ADR 0039), each in English and Spanish: reworded in place,
 * removed, or added at the end (up to the contract's maximum). The wizard asks them, as yes/no
 * questions whose Yes asks for the condition's details, of an applicant whose election leaves an
 * amount pending; a case keeps the texts it was answered with.
 */
export function EoiQuestionsFields({ control }: { control: Control<PlanEoiValues> }) {
  const t = useT();
  const { fields, append, remove } = useFieldArray({ control, name: 'questions' });
  return (
    <fieldset className={styles.questions}>
      <legend className={styles.legend}>{t('planEoi.questions.title')}</legend>
      <p className={styles.hint}>{t('planEoi.questions.hint')}</p>
      {fields.length === 0 && <p className={styles.hint}>{t('planEoi.questions.none')}</p>}
      <ol className={styles.list}>
        {fields.map((f, i) => (
          <li key={f.id} className={styles.question}>
            <fieldset className={styles.item}>
              <legend className={styles.itemTitle}>{t('planEoi.questions.item', { n: i + 1 })}</legend>
              <div className={styles.texts}>
                <FormTextAreaField
                  control={control}
                  name={`questions.${i}.question_text`}
                  label={t('planEoi.questions.english')}
                  rows={2}
                  required
                />
                <FormTextAreaField
                  control={control}
                  name={`questions.${i}.question_text_es`}
                  label={t('planEoi.questions.spanish')}
                  rows={2}
                  required
                />
              </div>
              <div>
                <Button variant="secondary" onClick={() => remove(i)}>
                  {t('planEoi.questions.remove', { n: i + 1 })}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          disabled={fields.length >= EOI_QUESTION_MAX}
          onClick={() => append({ question_text: '', question_text_es: '' })}
        >
          {t('planEoi.questions.add')}
        </Button>
      </div>
    </fieldset>
  );
}
