import { Alert, Card, CheckboxGroup, PageTitle, RadioGroup, TextField } from '@bs/ui';
import styles from './plan-question-view.module.css';

const noop = () => undefined;

const CANCER = [
  'Have you ever been diagnosed with or treated for cancer (other than skin cancer)?',
  'In the last 5 years, have you had a heart attack, stroke or coronary bypass surgery?',
];
const TERM_LIFE = [
  'Do you currently use tobacco or nicotine products?',
  'In the last 10 years, have you been treated for alcohol or drug abuse?',
];

function Sample({ title, questions }: { title: string; questions: string[] }) {
  return (
    <Card as="section" aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ol className={styles.list}>
        {questions.map((q, i) => (
          <li key={q}>
            <RadioGroup
              legend={`${i + 1}. ${q}`}
              name={`${title}-${i}`}
              inline
              disabled
              value=""
              onChange={noop}
              options={[
                { value: '1', label: 'Yes' },
                { value: '0', label: 'No' },
              ]}
            />
          </li>
        ))}
      </ol>
      <div className={styles.groups}>
        <CheckboxGroup
          legend="A. Prior to age 60"
          disabled
          values={[]}
          onChange={noop}
          options={[{ value: 'a', label: 'Diabetes' }]}
        />
        <CheckboxGroup
          legend="B. Prior to age 75"
          disabled
          values={[]}
          onChange={noop}
          options={[{ value: 'b', label: 'Kidney disease' }]}
        />
      </div>
      <TextField label={`${title}: treatment details`} disabled value="" readOnly />
    </Card>
  );
}

/** `/PlanQuestionView`: a static, non-functional mock-up of cancer and term-life questions. */
export function PlanQuestionView() {
  return (
    <div className={styles.page}>
      <PageTitle>Plan Questions</PageTitle>
      <Alert tone="info">
        This is an illustration of plan questions. Nothing here can be answered or saved.
      </Alert>
      <Sample title="Cancer" questions={CANCER} />
      <Sample title="Term Life" questions={TERM_LIFE} />
    </div>
  );
}
