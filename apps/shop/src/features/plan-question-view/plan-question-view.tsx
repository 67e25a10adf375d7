import { Alert, Card, CheckboxGroup, PageTitle, RadioGroup, TextField } from '@bs/ui';
import { useT } from '../../shared/after-landing/i18n/messages';
import { useStoreTitle } from '../../tenant/use-store-title';
import styles from './plan-question-view.module.css';

const noop = () => undefined;

/** The two sample plans of the mock-up and their questions (keys under planQuestions.<sample>). */
const SAMPLES = ['cancer', 'termLife'] as const;
const QUESTIONS = ['q1', 'q2'] as const;

function Sample({ sample }: { sample: (typeof SAMPLES)[number] }) {
  const t = useT();
  const title = t(`planQuestions.${sample}.title`);
  return (
    <Card as="section" aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ol className={styles.list}>
        {QUESTIONS.map((q, i) => (
          <li key={q}>
            <RadioGroup
              legend={`${i + 1}. ${t(`planQuestions.${sample}.${q}`)}`}
              name={`${sample}-${q}`}
              inline
              disabled
              value=""
              onChange={noop}
              options={[
                { value: '1', label: t('yes') },
                { value: '0', label: t('no') },
              ]}
            />
          </li>
        ))}
      </ol>
      <div className={styles.groups}>
        <CheckboxGroup
          legend={t('planQuestions.groupA')}
          disabled
          values={[]}
          onChange={noop}
          options={[{ value: 'a', label: t('planQuestions.diabetes') }]}
        />
        <CheckboxGroup
          legend={t('planQuestions.groupB')}
          disabled
          values={[]}
          onChange={noop}
          options={[{ value: 'b', label: t('planQuestions.kidney') }]}
        />
      </div>
      <TextField label={t('planQuestions.treatmentDetails', { title })} disabled value="" readOnly />
    </Card>
  );
}

/** `/PlanQuestionView`: a static, non-functional mock-up of cancer and term-life questions. */
export function PlanQuestionView() {
  const t = useT();
  useStoreTitle(t('planQuestions.title'));
  return (
    <div className={styles.page}>
      <PageTitle>{t('planQuestions.title')}</PageTitle>
      <Alert tone="info">{t('planQuestions.notice')}</Alert>
      {SAMPLES.map((s) => (
        <Sample key={s} sample={s} />
      ))}
    </div>
  );
}
