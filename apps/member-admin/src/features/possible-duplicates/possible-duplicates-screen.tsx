import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { isFieldError } from '@bs/api-client';
import type { PossibleDuplicate } from '@bs/contract';
import { useSession } from '@bs/session';
import {
  Alert,
  Button,
  EmptyState,
  PageTitle,
  Skeleton,
  StaffPage,
  useStorePath,
  visuallyHidden,
  useDocumentTitle,
} from '@bs/ui';
import { useT } from '../../i18n/messages';
import { MissingContextNotice } from '../../shared/missing-context-notice';
import { ConfirmReview } from './confirm-review';
import { DuplicatePair } from './duplicate-pair';
import { fullName } from './person-record';
import {
  usePossibleDuplicates,
  useReviewDuplicate,
  type Review,
} from '../../shared/possible-duplicates/use-possible-duplicates';
import styles from './possible-duplicates.module.css';

type Done = { review: Review; pair: PossibleDuplicate } | { conflict: true };

/**
 * `/possible-duplicates` (issue 26, ADR 0024): anonymous completions that looked like a member
 * already on file, each beside that member, for the rep whose book holds the member or the
 * group's administrator (the server decides whose pairs these are). Merge, or keep separate,
 * after a confirmation that says what will happen; the decision goes to the change history.
 */
export function PossibleDuplicatesScreen() {
  const t = useT();
  const to = useStorePath();
  const eprocess = useSession((s) => s.eprocess);
  const staff = eprocess === 'rep' || eprocess === 'group';
  const list = usePossibleDuplicates(staff);
  const review = useReviewDuplicate();
  const [pending, setPending] = useState<{ pair: PossibleDuplicate; review: Review } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const results = useRef<HTMLHeadingElement>(null);
  const title = t('duplicates.title');
  useDocumentTitle(title);

  if (!staff)
    return (
      <MissingContextNotice title={t('duplicates.signInTitle')} message={t('duplicates.signInMessage')} />
    );

  const open = (pair: PossibleDuplicate, r: Review) => {
    setDialogError(null);
    setPending({ pair, review: r });
  };
  const close = () => {
    if (!review.isPending) setPending(null);
  };
  const confirm = async () => {
    if (!pending) return;
    setDialogError(null);
    try {
      await review.mutateAsync({ review: pending.review, duplicateId: pending.pair.duplicate_id });
      setDone({ review: pending.review, pair: pending.pair });
    } catch (err) {
      if (isFieldError(err) && err.status === 409) setDone({ conflict: true });
      else {
        setDialogError(isFieldError(err) ? err.message : t('duplicates.actionError'));
        return;
      }
    }
    setPending(null);
    // The pair and its buttons are gone: keyboard and screen-reader users land on the list's heading.
    requestAnimationFrame(() => results.current?.focus());
  };

  const pairs = list.data?.result;
  return (
    <StaffPage>
      <PageTitle subtitle={t('duplicates.lead')}>{title}</PageTitle>
      <p>
        <Link to={to(eprocess === 'group' ? '/group-home' : '/agent-home')}>{t('duplicates.back')}</Link>
      </p>
      {done &&
        ('conflict' in done ? (
          <Alert tone="error">{t('duplicates.alreadyReviewed')}</Alert>
        ) : (
          <Alert tone="success">
            {done.review === 'merge'
              ? t('duplicates.merged', {
                  dup: fullName(done.pair.duplicate),
                  name: fullName(done.pair.existing),
                  id: done.pair.existing.user_id,
                })
              : t('duplicates.kept', {
                  dup: fullName(done.pair.duplicate),
                  name: fullName(done.pair.existing),
                })}{' '}
            <Link to={to(`/member-history/${done.pair.existing.user_id}`)}>
              {t('duplicates.historyLink', { name: fullName(done.pair.existing) })}
            </Link>
          </Alert>
        ))}
      <section aria-labelledby="duplicate-results" aria-busy={list.isFetching || undefined}>
        <h2 id="duplicate-results" ref={results} tabIndex={-1} className={styles.results}>
          {pairs
            ? t('duplicates.count', { count: pairs.length })
            : list.isError
              ? title
              : t('duplicates.loading')}
        </h2>
        {list.isError && !pairs ? (
          <Alert tone="error">
            {isFieldError(list.error) && list.error.status === 403
              ? list.error.message
              : t('duplicates.loadError')}{' '}
            <Button variant="link" onClick={() => void list.refetch()}>
              {t('duplicates.retry')}
            </Button>
          </Alert>
        ) : !pairs ? (
          <div className={styles.skeletons}>
            <span className={visuallyHidden}>{t('duplicates.loading')}</span>
            {[0, 1].map((i) => (
              <div key={i} className={styles.skeletonPair}>
                <Skeleton height="1.5rem" width="50%" />
                <div className={styles.sides}>
                  <Skeleton height="14rem" />
                  <Skeleton height="14rem" />
                </div>
              </div>
            ))}
          </div>
        ) : pairs.length === 0 ? (
          <EmptyState
            headingLevel="h3"
            title={t('duplicates.emptyTitle')}
            message={t('duplicates.emptyMessage')}
          />
        ) : (
          <div className={styles.list}>
            {pairs.map((p) => (
              <DuplicatePair key={p.duplicate_id} pair={p} onReview={open} busy={review.isPending} />
            ))}
          </div>
        )}
      </section>
      <ConfirmReview
        pending={pending}
        saving={review.isPending}
        error={dialogError}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </StaffPage>
  );
}
