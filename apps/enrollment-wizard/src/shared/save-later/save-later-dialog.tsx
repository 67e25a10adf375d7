import { Alert, Button, Modal } from '@bs/ui';
import { FormTextField } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import type { TabName } from '../step-kit/wizard-tabs';
import { useSaveLater } from './use-save-later';
import styles from './save-later.module.css';

export interface SaveLaterDialogProps {
  open: boolean;
  onClose: () => void;
  tab: TabName;
  /** The step's values as typed right now. */
  data: () => Record<string, unknown>;
  onError?: (error: unknown) => void;
}

/** The Save & Continue Later dialog, the same on every step (wizard §2). */
export function SaveLaterDialog({ open, onClose, tab, data, onError }: SaveLaterDialogProps) {
  const t = useT();
  const { form, sentTo, sending, submit, reset } = useSaveLater(tab, data, onError);
  const close = () => {
    reset();
    onClose();
  };
  if (sentTo)
    return (
      <Modal
        open={open}
        title={t('saveLater.title')}
        onClose={close}
        footer={<Button onClick={close}>{t('actions.done')}</Button>}
      >
        <Alert tone="success">
          <p className={styles.saved}>{t('saveLater.saved')}</p>
          <p>{t('saveLater.savedTo', { email: sentTo })}</p>
        </Alert>
      </Modal>
    );
  return (
    <Modal
      open={open}
      title={t('saveLater.title')}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('actions.back')}
          </Button>
          <Button type="submit" form="save-later-form" loading={sending}>
            {t('actions.sendCode')}
          </Button>
        </>
      }
    >
      <form
        id="save-later-form"
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          // The dialog is portalled, but React bubbles its submit to the step's form otherwise.
          e.stopPropagation();
          void submit(e);
        }}
      >
        <p className={styles.question}>{t('saveLater.question')}</p>
        <FormTextField
          control={form.control}
          name="email"
          label={t('saveLater.email')}
          type="email"
          autoComplete="email"
          required
        />
      </form>
    </Modal>
  );
}
