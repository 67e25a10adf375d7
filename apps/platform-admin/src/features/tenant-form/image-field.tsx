import { useId, useState } from 'react';
import { apiCall } from '@bs/api-client';
import { firstErrorMessage } from '@bs/ui';
import { useController, type Control } from '@bs/ui/form';
import { TENANT_IMAGE_MAX_BYTES, TENANT_IMAGE_TYPES, tenantSlug } from '@bs/contract';
import { useT } from '../../i18n/messages';
import type { TenantFormValues } from './form-values';
import styles from './tenant-form.module.css';

type ImageType = (typeof TENANT_IMAGE_TYPES)[number];

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The logo or hero image: the file is sent to upload-tenant-image at once (the server sanitises
 * SVGs and size-checks rasters, and refuses with the reason beside this field); the form keeps
 * the returned file name, which takes effect on Publish.
 */
export function ImageField({
  control,
  name,
  slug,
  url,
  onUploaded,
  disabled,
}: {
  control: Control<TenantFormValues>;
  name: 'logo' | 'image';
  slug: string;
  url: string | null;
  onUploaded: (url: string) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? fieldState.error?.message ?? null;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!(TENANT_IMAGE_TYPES as readonly string[]).includes(file.type)) return setError(t('image.type'));
    if (file.size > TENANT_IMAGE_MAX_BYTES) return setError(t('image.tooLarge'));
    // The image is stored under the store's address: ask for a usable one here, in words about
    // this field, rather than let the server's slug rule appear under Logo.
    if (!tenantSlug.safeParse(slug).success) return setError(t('image.slugFirst'));
    setBusy(true);
    try {
      const res = await apiCall('upload-tenant-image', {
        body: {
          slug,
          field: name,
          content_type: file.type as ImageType,
          content_base64: await readBase64(file),
        },
      });
      field.onChange(res.file_name);
      onUploaded(res.url);
    } catch (err) {
      setError(firstErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.image}>
      <label htmlFor={id} className={styles.label}>
        {t(`image.${name}`)}
      </label>
      <div className={styles.imageRow}>
        {url ? (
          <img className={styles.thumb} src={url} alt={t('image.current', { name: t(`image.${name}`) })} />
        ) : (
          <span className={styles.thumbEmpty}>{t('image.none')}</span>
        )}
        <input
          id={id}
          type="file"
          name={field.name}
          ref={field.ref}
          accept={TENANT_IMAGE_TYPES.join(',')}
          disabled={disabled || busy}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {busy ? t('image.uploading') : field.value ? t('image.file', { file: field.value }) : t('image.hint')}
      </p>
      {shown && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
