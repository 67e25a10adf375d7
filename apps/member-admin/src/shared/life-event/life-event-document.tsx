import { useId, useState } from 'react';
import {
  LIFE_EVENT_DOCUMENT_MAX_BYTES,
  uploadLifeEventDocumentBody,
  type UploadLifeEventDocumentBody,
} from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert, Button, buttonClass, visuallyHidden } from '@bs/ui';
import { applyServerErrors, useController, useSchemaForm, useSingleFlight } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { useFileChoice } from '../use-file-choice';
import type { StaffWho } from './report-life-event-form';
import styles from './life-event-form.module.css';

export interface LifeEventDocumentProps {
  /** Whose event: the invitation holder's own (`token`), or an employee of the census, by staff. */
  who: { token: string } | StaffWho;
  eventId: number;
  onUploaded: (fileName: string) => void;
}

/**
 * A document for a reported event (a certificate): PDF, JPEG or PNG up to 5 MB. A file over the
 * cap is refused here before it is read; the server reads the type from the content and its
 * refusals (not a PDF/JPEG/PNG, a name that lies) land beside the file field. While the file is
 * sent and checked, a progress bar says so. The invitation landing and the enrollment board's
 * life-event panel (staff sending the employee's certificate) use this one form.
 */
export function LifeEventDocument({ who, eventId, onUploaded }: LifeEventDocumentProps) {
  const t = useT();
  const id = useId();
  const ids = {
    file: `${id}-file`,
    label: `${id}-label`,
    hint: `${id}-hint`,
    error: `${id}-error`,
    progress: `${id}-progress`,
  };
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<UploadLifeEventDocumentBody>({
    schema: uploadLifeEventDocumentBody,
    defaultValues: { ...who, event_id: eventId, file_name: '', content_base64: '' },
    translate: translateSchemaMessage,
  });
  const fileName = useController({ control: form.control, name: 'file_name' });
  const { choose, fileError, refusedForSize } = useFileChoice(form, {
    maxBytes: LIFE_EVENT_DOCUMENT_MAX_BYTES,
    tooBig: t('lifeEvent.tooBig'),
    onChoose: () => setFormError(null),
  });
  const submit = useSingleFlight(async (v: UploadLifeEventDocumentBody) => {
    setFormError(null);
    if (refusedForSize()) return;
    try {
      await apiCall('upload-life-event-document', { body: v });
      onUploaded(v.file_name);
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form noValidate className={styles.form} onSubmit={(e) => void form.handleSubmit(submit.run)(e)}>
      <div className={styles.fileField}>
        <p id={ids.label} className={styles.fileLabel}>
          {t('lifeEvent.document')}
        </p>
        <p id={ids.hint} className={styles.hint}>
          {t('lifeEvent.documentLimits')}
        </p>
        {/* The native picker's words follow the browser's language: hidden (still focusable and
            named), and a label in the page's language opens it. */}
        <input
          ref={fileName.field.ref}
          id={ids.file}
          name={ids.file}
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          aria-labelledby={ids.label}
          aria-describedby={fileError ? `${ids.hint} ${ids.error}` : ids.hint}
          aria-invalid={fileError ? true : undefined}
          required
          className={visuallyHidden}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <div className={styles.picker}>
          <label htmlFor={ids.file} className={buttonClass('secondary')}>
            {t('lifeEvent.chooseFile')}
          </label>
          <span className={styles.fileName}>{fileName.field.value || t('lifeEvent.noFile')}</span>
        </div>
        {fileError && (
          <p id={ids.error} className={styles.error}>
            {fileError}
          </p>
        )}
      </div>
      {submit.busy && (
        <div className={styles.progress} role="status">
          <progress aria-labelledby={ids.progress} />
          <span id={ids.progress}>{t('lifeEvent.uploading')}</span>
        </div>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className={styles.choices}>
        <Button type="submit" loading={submit.busy}>
          {t('lifeEvent.upload')}
        </Button>
      </div>
    </form>
  );
}
