import { Button, Modal } from '@bs/ui';
import { useT } from '../../../i18n/messages';

export interface AlreadyActiveModalProps {
  open: boolean;
  message: string | null;
  onClose: () => void;
}

/** The member already holds this plan: the server's message and OK. */
export function AlreadyActiveModal({ open, message, onClose }: AlreadyActiveModalProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={t('active.title')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('actions.ok')}</Button>}
    >
      <p>{message}</p>
    </Modal>
  );
}
