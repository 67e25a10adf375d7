import { useState, type DragEvent } from 'react';
import {
  CENSUS_MAX_BYTES,
  previewCensusBody,
  type CensusPreview,
  type PreviewCensusBody,
} from '@bs/contract';
import { Alert, Button, buttonClass, visuallyHidden } from '@bs/ui';
import {
  applyServerErrors,
  FormSelectField,
  useSchemaForm,
  useSingleFlight,
  useController,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { usePreviewCensus } from './use-census';
import { useFileChoice } from '../../shared/use-file-choice';
import styles from './census.module.css';

export interface CensusUploadFormProps {
  /** The groups the person may upload for: one for a group administrator, the served groups for a rep. */
  groups: readonly { id: number; name: string }[];
  onPreview: (groupId: number, preview: CensusPreview) => void;
}

/**
 * Choose the group (reps) and the file, then Preview. Validated by the contract's schema
 * (useSchemaForm): no file, or one over 5 MB, is refused here before it is sent; the server's
 * refusals (not CSV/XLSX, empty, header only) are shown beside the file field.
 */
export function CensusUploadForm({ groups, onPreview }: CensusUploadFormProps) {
  const t = useT();
  const preview = usePreviewCensus();
  const [formError, setFormError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const form = useSchemaForm<PreviewCensusBody>({
    schema: previewCensusBody,
    defaultValues: {
      group_id: groups.length === 1 ? groups[0]!.id : ('' as unknown as number),
      file_name: '',
      content_base64: '',
    },
    translate: translateSchemaMessage,
  });
  const fileName = useController({ control: form.control, name: 'file_name' });
  const { choose, fileError, refusedForSize } = useFileChoice(form, {
    maxBytes: CENSUS_MAX_BYTES,
    tooBig: t('census.tooBig'),
    onChoose: () => setFormError(null),
  });
  const submit = useSingleFlight(async (values: PreviewCensusBody) => {
    setFormError(null);
    if (refusedForSize()) return;
    try {
      const groupId = Number(values.group_id);
      onPreview(
        groupId,
        await preview.mutateAsync({ groupId, fileName: values.file_name, base64: values.content_base64 }),
      );
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void choose(e.dataTransfer.files[0]);
  };

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(submit.run)}>
      {groups.length > 1 && (
        <FormSelectField
          control={form.control}
          name="group_id"
          label={t('census.group')}
          placeholder={t('census.chooseGroup')}
          options={groups.map((g) => ({ value: g.id, label: g.name }))}
          required
        />
      )}
      <div
        className={`${styles.drop} ${dragging ? styles.dragging : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p id="census-file-label" className={styles.fileLabel}>
          {t('census.file')}
        </p>
        <p id="census-file-hint" className={styles.hint}>
          {t('census.limits')}
        </p>
        {/* The native picker's own words follow the browser's language, not the page's: it is
            hidden (still focusable and named), and a label in the page's language opens it. */}
        <input
          ref={fileName.field.ref}
          id="census-file"
          name="census-file"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-labelledby="census-file-label"
          aria-describedby={fileError ? 'census-file-hint census-file-error' : 'census-file-hint'}
          aria-invalid={fileError ? true : undefined}
          required
          className={`${visuallyHidden} ${styles.fileInput}`}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <div className={styles.picker}>
          <label htmlFor="census-file" className={`${buttonClass('secondary')} ${styles.chooseButton}`}>
            {t('census.chooseFile')}
          </label>
          <span className={styles.fileName}>{fileName.field.value || t('census.noFile')}</span>
        </div>
        <p className={styles.hint}>{t('census.dropHint')}</p>
        {fileError && (
          <p id="census-file-error" className={styles.error}>
            {fileError}
          </p>
        )}
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" loading={submit.busy}>
        {submit.busy ? t('census.checking') : t('census.preview')}
      </Button>
    </form>
  );
}
