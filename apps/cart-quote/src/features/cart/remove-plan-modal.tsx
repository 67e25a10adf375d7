import type { CartPlan } from '@bs/contract';
import { Alert, Button, Modal, firstErrorMessage } from '@bs/ui';

export interface RemovePlanModalProps {
  target: CartPlan | null;
  pending: boolean;
  error: unknown;
  onNo: () => void;
  onYes: () => void;
}

/** "Do you really want to remove?" with No / Yes (spec §2 Cart); a failure stays in the modal. */
export function RemovePlanModal({ target, pending, error, onNo, onYes }: RemovePlanModalProps) {
  return (
    <Modal
      open={!!target}
      title="Do you really want to remove?"
      onClose={onNo}
      footer={
        <>
          <Button variant="secondary" onClick={onNo} disabled={pending}>
            No
          </Button>
          <Button onClick={onYes} loading={pending}>
            Yes
          </Button>
        </>
      }
    >
      <p>{target?.plan_name} will be taken out of your cart.</p>
      {error != null && <Alert tone="error">{firstErrorMessage(error)}</Alert>}
    </Modal>
  );
}
