import { Button, Modal } from '@bs/ui';
import { useT } from '../../i18n/messages';

/** A send waiting for its confirmation: the mails it makes and, for the chosen people, their ids. */
export type Send = { mode: 'invite' | 'remind'; count: number; ids?: number[] };

export interface ConfirmSendProps {
  send: Send | null;
  pending: boolean;
  onNo: () => void;
  onYes: () => void;
}

/** "Send 13 invitations?": nothing is mailed before the person confirms the real number. */
export function ConfirmSend({ send, pending, onNo, onYes }: ConfirmSendProps) {
  const t = useT();
  const invite = send?.mode === 'invite';
  const count = send?.count ?? 0;
  return (
    <Modal
      open={!!send}
      title={t(invite ? 'board.confirmInviteTitle' : 'board.confirmRemindTitle', { count })}
      onClose={onNo}
      footer={
        <>
          <Button variant="secondary" onClick={onNo} disabled={pending}>
            {t('board.confirmCancel')}
          </Button>
          <Button onClick={onYes} loading={pending}>
            {t(invite ? 'board.confirmInvite' : 'board.confirmRemind', { count })}
          </Button>
        </>
      }
    >
      <p>{t(invite ? 'board.confirmInviteText' : 'board.confirmRemindText', { count })}</p>
    </Modal>
  );
}
