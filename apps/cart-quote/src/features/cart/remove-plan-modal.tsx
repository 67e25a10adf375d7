import type { CartPlan } from '@bs/contract';
import { Alert, Button, Modal, firstErrorMessage } from '@bs/ui';
import { useT } from '../../i18n/messages';

export interface RemovePlanModalProps {
  target: CartPlan | null;
  pending: boolean;
  error: unknown;
  onNo: () => void;
  onYes: () => void;
}

/** "Do you really want to remove?" with No / Yes (spec §2 Cart); a failure stays in the modal. */
export function RemovePlanModal({ target, pending, error, onNo, onYes }: RemovePlanModalProps) {
  const t = useT();
  return (
    <Modal
      open={!!target}
      title={t('remove.title')}
      onClose={onNo}
      footer={
        <>
          <Button variant="secondary" onClick={onNo} disabled={pending}>
            {t('remove.no')}
          </Button>
          <Button onClick={onYes} loading={pending}>
            {t('remove.yes')}
          </Button>
        </>
      }
    >
      {target && <p>{t('remove.text', { name: target.plan_name })}</p>}
      {error != null && <Alert tone="error">{firstErrorMessage(error)}</Alert>}
    </Modal>
  );
}
