import { Button, Modal } from '@bs/ui';

export interface AlreadyActiveModalProps {
  open: boolean;
  message: string | null;
  onClose: () => void;
}

/** The member already holds this plan: the server's message and OK. */
export function AlreadyActiveModal({ open, message, onClose }: AlreadyActiveModalProps) {
  return (
    <Modal
      open={open}
      title="Already Active"
      onClose={onClose}
      footer={<Button onClick={onClose}>OK</Button>}
    >
      <p>{message}</p>
    </Modal>
  );
}
