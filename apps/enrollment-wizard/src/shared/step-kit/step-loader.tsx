import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './step-form.module.css';

export interface StepLoaderProps {
  /** Everything the form needs before it can show what was saved. */
  queries: readonly UseQueryResult<unknown>[];
  children: () => ReactNode;
}

/**
 * Holds a step's form back until its field definitions and saved values are in, so the form
 * starts with exactly what was saved; a failed load says so and offers a retry.
 */
export function StepLoader({ queries, children }: StepLoaderProps) {
  const t = useT();
  if (queries.some((q) => q.isError))
    return (
      <Alert tone="error">
        <p>{t('frame.stepError')}</p>
        <Button
          variant="secondary"
          onClick={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())}
        >
          {t('frame.retry')}
        </Button>
      </Alert>
    );
  if (queries.some((q) => q.isPending))
    return (
      <div className={styles.loading} role="group" aria-busy="true" aria-label={t('frame.loading')}>
        <Skeleton height="2.75rem" />
        <Skeleton height="2.75rem" />
        <Skeleton height="2.75rem" width="60%" />
      </div>
    );
  return <>{children()}</>;
}
