import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { Alert, Button, Modal, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { SECTION_OF_TAB } from '@bs/domain';
import type { TabName } from '../../shared/step-kit/wizard-tabs';
import { SavedValues } from './saved-values';
import styles from './review.module.css';

export interface ReviewDetailsModalProps {
  tab: TabName | null;
  enrollmentId: string;
  onClose: () => void;
  onEdit: (tab: TabName) => void;
}

/** View Details (wizard §2 Review): what the step saved, read afresh, with Edit Details. */
export function ReviewDetailsModal({ tab, enrollmentId, onClose, onEdit }: ReviewDetailsModalProps) {
  const t = useT();
  const saved = useQuery({
    ...callQueryOptions('get-enrollment-temp-info', {
      query: { enrollment_id: enrollmentId, column: tab ? SECTION_OF_TAB[tab] : 'primary_info' },
    }),
    enabled: tab !== null,
    staleTime: 0,
    gcTime: 0,
    select: (d) => d.result as unknown,
  });
  return (
    <Modal
      open={tab !== null}
      title={tab ? t(`review.card.${tab}`) : ''}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.back')}
          </Button>
          <Button onClick={() => tab && onEdit(tab)}>{t('review.editDetails')}</Button>
        </>
      }
    >
      <div className={styles.details}>
        {saved.isPending ? (
          <Skeleton height="6rem" />
        ) : saved.isError ? (
          <Alert tone="error">
            <p>{t('review.loadError')}</p>
          </Alert>
        ) : saved.data == null || (Array.isArray(saved.data) && saved.data.length === 0) ? (
          <p>{t('review.nothingSaved')}</p>
        ) : (
          <SavedValues value={saved.data} />
        )}
      </div>
    </Modal>
  );
}
