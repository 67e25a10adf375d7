import type { PossibleDuplicate } from '@bs/contract';
import { Alert, Button, Modal } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { fullName } from './person-record';
import type { Review } from '../../shared/possible-duplicates/use-possible-duplicates';
import styles from './possible-duplicates.module.css';

export interface ConfirmReviewProps {
  /** The pending decision, or null when the dialog is closed. */
  pending: { pair: PossibleDuplicate; review: Review } | null;
  saving: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Says what a decision will do before it is taken: a merge cannot be undone from this screen. */
export function ConfirmReview({ pending, saving, error, onConfirm, onClose }: ConfirmReviewProps) {
  const t = useT();
  if (!pending) return null;
  const { pair, review } = pending;
  const names = {
    name: fullName(pair.existing),
    id: pair.existing.user_id,
    dup: fullName(pair.duplicate),
    dupId: pair.duplicate.user_id,
  };
  const merge = review === 'merge';
  return (
    <Modal
      open
      title={merge ? t('duplicates.confirmMergeTitle', names) : t('duplicates.confirmKeepTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('duplicates.cancel')}
          </Button>
          <Button loading={saving} onClick={onConfirm}>
            {merge ? t('duplicates.confirmMerge') : t('duplicates.confirmKeep')}
          </Button>
        </>
      }
    >
      <div className={styles.confirm}>
        {merge ? (
          <>
            <p>{t('duplicates.confirmMergeMoves', names)}</p>
            <p>{t('duplicates.confirmMergeStays', names)}</p>
            <p>{t('duplicates.confirmMergeRecorded', names)}</p>
          </>
        ) : (
          <>
            <p>{t('duplicates.confirmKeepText', names)}</p>
            <p>{t('duplicates.confirmKeepRecorded')}</p>
          </>
        )}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}
