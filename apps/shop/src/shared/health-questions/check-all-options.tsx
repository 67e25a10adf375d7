import type { Question } from '@bs/contract';
import { CheckboxGroup } from '@bs/ui';
import styles from './health-questions.module.css';

export interface CheckAllOptionsProps {
  question: Question;
  values: string[];
  error?: string;
  onChange: (values: string[]) => void;
}

/** Check-all-that-apply options side by side in their groups ("A. Prior to age 60", "B. Prior to age 75"). */
export function CheckAllOptions({ question, values, error, onChange }: CheckAllOptionsProps) {
  const groups = [...new Set(question.options.map((o) => o.option_group))];
  // Options the server had only in English are marked so screen readers say them right.
  const lang = question.text_lang?.options;
  return (
    <div className={styles.checkAll}>
      <div className={styles.groups}>
        {groups.map((g) => {
          const inGroup = question.options.filter((o) => o.option_group === g);
          const own = new Set(inGroup.map((o) => String(o.option_id)));
          return (
            <CheckboxGroup
              key={g}
              legend={<span lang={lang}>{g}</span>}
              options={inGroup.map((o) => ({
                value: String(o.option_id),
                label: <span lang={lang}>{o.option_text}</span>,
              }))}
              values={values.filter((v) => own.has(v))}
              onChange={(next) => onChange([...values.filter((v) => !own.has(v)), ...next])}
            />
          );
        })}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
