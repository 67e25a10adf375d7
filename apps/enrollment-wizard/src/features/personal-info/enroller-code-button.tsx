import { useState } from 'react';
import { enrollerCodeForm } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Button, Modal } from '@bs/ui';
import { applyServerErrors, FormTextField, useSchemaForm, useSingleFlight } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import styles from '../../shared/step-kit/step-form.module.css';

type CodeValues = { enrollerCode: string };

/**
 * Enter Enroller Code (wizard §2, reps only): a popup with Save. An invalid code shows its
 * message inside the dialog, under the code.
 */
export function EnrollerCodeButton({ enrollmentId }: { enrollmentId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [enroller, setEnroller] = useState<string | null>(null);
  const form = useSchemaForm<CodeValues>({
    schema: enrollerCodeForm,
    defaultValues: { enrollerCode: '' },
    prepare: (v) => ({ enrollerCode: v.enrollerCode.trim() }),
    translate: translateSchemaMessage,
  });
  const save = useSingleFlight(async ({ enrollerCode }: CodeValues) => {
    try {
      const saved = await apiCall('save-enroller-code', {
        body: { enrollment_id: enrollmentId, enrollerCode: enrollerCode.trim() },
      });
      setEnroller(saved.agent_name);
      setOpen(false);
    } catch (err) {
      const message = applyServerErrors(err, form);
      if (message) form.setError('enrollerCode', { type: 'server', message });
    }
  });
  return (
    <div className={styles.enroller}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('personal.enrollerCode.open')}
      </Button>
      {enroller && (
        <p className={styles.note} role="status">
          {t('personal.enrollerCode.saved', { name: enroller })}
        </p>
      )}
      <Modal
        open={open}
        title={t('personal.enrollerCode.title')}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('actions.back')}
            </Button>
            <Button type="submit" form="enroller-code-form" loading={save.busy}>
              {t('actions.save')}
            </Button>
          </>
        }
      >
        <form
          id="enroller-code-form"
          noValidate
          onSubmit={(e) => {
            e.stopPropagation();
            void form.handleSubmit(save.run)(e);
          }}
        >
          <FormTextField
            control={form.control}
            name="enrollerCode"
            label={t('personal.enrollerCode.label')}
            autoComplete="off"
            autoCapitalize="characters"
            required
          />
        </form>
      </Modal>
    </div>
  );
}
