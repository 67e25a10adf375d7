import { useState } from 'react';
import { Alert, Button, Modal } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { useTenantStatus } from './use-tenant-status';

export interface StatusConfirmProps {
  slug: string;
  name: string;
  status: 'active' | 'disabled';
  onDone?: (message: string) => void;
}

/**
 * The Disable / Re-enable button with its confirmation popup: disabling takes a live store offline
 * (its URLs show "store not available"; its data is kept), so it is never one click.
 */
export function StatusConfirm({ slug, name, status, onDone }: StatusConfirmProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = useTenantStatus();
  const disabling = status === 'active';
  const confirm = async () => {
    setError(null);
    try {
      await change.mutateAsync({ slug, status: disabling ? 'disabled' : 'active' });
      setOpen(false);
      onDone?.(t(disabling ? 'status.disabledDone' : 'status.enabledDone', { name }));
    } catch {
      setError(t('status.failed'));
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        aria-label={t(disabling ? 'status.disableFor' : 'status.enableFor', { name })}
        onClick={() => setOpen(true)}
      >
        {t(disabling ? 'status.disable' : 'status.enable')}
      </Button>
      <Modal
        open={open}
        title={t(disabling ? 'status.disableTitle' : 'status.enableTitle', { name })}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('status.cancel')}
            </Button>
            <Button loading={change.isPending} onClick={() => void confirm()}>
              {t(disabling ? 'status.confirmDisable' : 'status.confirmEnable')}
            </Button>
          </>
        }
      >
        <p>{t(disabling ? 'status.disableText' : 'status.enableText', { slug })}</p>
        {error && <Alert tone="error">{error}</Alert>}
      </Modal>
    </>
  );
}
