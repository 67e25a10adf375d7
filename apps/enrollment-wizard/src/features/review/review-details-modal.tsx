import type { ReviewSections } from '@bs/contract';
import { Alert, Button, Modal, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { SECTION_OF_TAB } from '@bs/domain';
import type { TabName } from '../../shared/step-kit/wizard-tabs';
import { SavedValues } from './saved-values';
import styles from './review.module.css';

export interface ReviewDetailsModalProps {
  tab: TabName | null;
  /** The review's one read (get-review-sections): undefined while it runs, null when it failed. */
  sections: ReviewSections['sections'] | undefined | null;
  onClose: () => void;
  onEdit: (tab: TabName) => void;
}

/**
 * View Details (wizard §2 Review): what the step saved, as the review read it on arrival (nothing
 * can change it meanwhile but Edit Details, whose step reads afresh), with Edit Details.
 */
export function ReviewDetailsModal({ tab, sections, onClose, onEdit }: ReviewDetailsModalProps) {
  const t = useT();
  const saved = tab && sections ? sections[SECTION_OF_TAB[tab]]?.result : undefined;
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
        {sections === undefined ? (
          <Skeleton height="6rem" />
        ) : sections === null ? (
          <Alert tone="error">
            <p>{t('review.loadError')}</p>
          </Alert>
        ) : saved == null || (Array.isArray(saved) && saved.length === 0) ? (
          <p>{t('review.nothingSaved')}</p>
        ) : (
          <SavedValues value={saved} />
        )}
      </div>
    </Modal>
  );
}
