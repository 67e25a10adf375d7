import { useRef, useState } from 'react';
import {
  PLAN_DOCUMENT_KINDS,
  PLAN_DOCUMENT_MAX_BYTES,
  uploadPlanDocumentBody,
  type CatalogueDocuments,
} from '@bs/contract';
import { Alert, Button, buttonClass, visuallyHidden } from '@bs/ui';
import {
  applyServerErrors,
  FormRadioGroup,
  FormSelectField,
  useController,
  useSchemaForm,
  useSingleFlight,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { fileBase64 } from './file-base64';
import { translatePlanDocs } from './plan-docs-messages';
import { useUploadPlanDocument } from './use-plan-documents';
import styles from './plan-documents.module.css';
import { catalogueStyles as shell } from '../../shared/catalogue-page/catalogue-page';

type Values = {
  plan_id: number | '';
  kind: (typeof PLAN_DOCUMENT_KINDS)[number] | '';
  language: 'en' | 'es';
  file_name: string;
  content_base64: string;
};

/**
 * Upload one plan document: the plan, the kind (SBC, certificate, brochure), the language and a PDF
 * up to 10 MB. A file over the cap is refused here before it is read; the server reads the type
 * from the content in its upload worker and its refusals land beside the file field.
 */
export function UploadDocumentForm({ plans }: { plans: CatalogueDocuments['plans'] }) {
  const t = useT();
  const upload = useUploadPlanDocument();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const tooBig = useRef(false);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const form = useSchemaForm<Values>({
    schema: uploadPlanDocumentBody,
    defaultValues: { plan_id: '', kind: '', language: 'en', file_name: '', content_base64: '' },
    prepare: (v) => ({ ...v, plan_id: v.plan_id === '' ? undefined : v.plan_id, kind: v.kind || undefined }),
    translate: translatePlanDocs,
  });
  const fileName = useController({ control: form.control, name: 'file_name' });
  const fileError =
    form.formState.errors.file_name?.message ?? form.formState.errors.content_base64?.message ?? null;

  const choose = async (file: File | undefined) => {
    setFormError(null);
    setSaved(null);
    form.clearErrors(['file_name', 'content_base64']);
    if (!file) return;
    form.setValue('file_name', file.name);
    tooBig.current = file.size > PLAN_DOCUMENT_MAX_BYTES;
    if (tooBig.current) {
      form.setValue('content_base64', '');
      form.setError('file_name', { message: t('planDocs.errors.tooBig') });
      return;
    }
    form.setValue('content_base64', await fileBase64(file));
  };
  const submit = useSingleFlight(async (v: Values) => {
    setFormError(null);
    setSaved(null);
    if (tooBig.current) return form.setError('file_name', { message: t('planDocs.errors.tooBig') });
    try {
      const doc = await upload.mutateAsync(v as Parameters<typeof upload.mutateAsync>[0]);
      const plan = plans.find((p) => p.plan_id === doc.plan_id)?.name ?? String(doc.plan_id);
      setSaved(
        t('planDocs.saved', {
          file: doc.file_name,
          plan,
          kind: t(`planDocs.kinds.${doc.kind}`),
          language: t(`planDocs.languages.${doc.language}`),
        }),
      );
      form.reset({ ...v, file_name: '', content_base64: '' });
      if (fileInput.current) fileInput.current.value = '';
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form
      noValidate
      className={shell.form}
      aria-labelledby="upload-title"
      onSubmit={(e) => void form.handleSubmit(submit.run)(e)}
    >
      <h2 id="upload-title" className={shell.h2}>
        {t('planDocs.uploadTitle')}
      </h2>
      <div className={shell.fields}>
        <FormSelectField
          control={form.control}
          name="plan_id"
          label={t('planDocs.plan')}
          placeholder={t('planDocs.choosePlan')}
          options={plans.map((p) => ({ value: p.plan_id, label: `${p.name} (${p.plan_id})` }))}
          required
        />
        <FormSelectField
          control={form.control}
          name="kind"
          label={t('planDocs.kind')}
          placeholder={t('planDocs.chooseKind')}
          options={PLAN_DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`planDocs.kinds.${k}`) }))}
          required
        />
      </div>
      <FormRadioGroup
        control={form.control}
        name="language"
        legend={t('planDocs.language')}
        inline
        options={[
          { value: 'en', label: t('planDocs.languages.en') },
          { value: 'es', label: t('planDocs.languages.es') },
        ]}
      />
      <div className={styles.fileField}>
        <p id="plan-doc-file-label" className={styles.fileLabel}>
          {t('planDocs.file')}
        </p>
        <p id="plan-doc-file-hint" className={shell.muted}>
          {t('planDocs.fileHint')}
        </p>
        {/* The native picker's words follow the browser's language: hidden (still focusable and
            named), and a label in the page's language opens it. */}
        <input
          ref={(el) => {
            fileName.field.ref(el);
            fileInput.current = el;
          }}
          id="plan-doc-file"
          name="plan-doc-file"
          type="file"
          accept=".pdf,application/pdf"
          aria-labelledby="plan-doc-file-label"
          aria-describedby={fileError ? 'plan-doc-file-hint plan-doc-file-error' : 'plan-doc-file-hint'}
          aria-invalid={fileError ? true : undefined}
          required
          className={visuallyHidden}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <div className={styles.picker}>
          <label htmlFor="plan-doc-file" className={buttonClass('secondary')}>
            {t('planDocs.chooseFile')}
          </label>
          <span className={styles.fileName}>{fileName.field.value || t('planDocs.noFile')}</span>
        </div>
        {fileError && (
          <p id="plan-doc-file-error" className={styles.error}>
            {fileError}
          </p>
        )}
      </div>
      {submit.busy && (
        <div className={styles.progress} role="status">
          <progress aria-labelledby="plan-doc-progress" />
          <span id="plan-doc-progress">{t('planDocs.uploading')}</span>
        </div>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      <div aria-live="polite">{saved && <Alert tone="success">{saved}</Alert>}</div>
      <div>
        <Button type="submit" loading={submit.busy}>
          {t('planDocs.upload')}
        </Button>
      </div>
    </form>
  );
}
