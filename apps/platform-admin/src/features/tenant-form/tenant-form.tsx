import { useEffect, useState } from 'react';
import { createTenantBody, updateTenantBody, type TenantDetail, type TenantEditScope } from '@bs/contract';
import { Alert, Button, Card } from '@bs/ui';
import {
  applyServerErrors,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useSchemaForm,
  useSingleFlight,
  useWatch,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { ColourField } from './colour-field';
import {
  COPY_KEYS,
  THEME_KEYS,
  missingSpanish,
  toFormValues,
  toPayload,
  type TenantFormValues,
} from './form-values';
import { ImageField } from './image-field';
import { MenuField } from './menu-field';
import { suggestSlug } from './suggest-slug';
import { colourAdjustments, previewTheme } from './theme-preview-vars';
import { TenantPreview } from './tenant-preview';
import styles from './tenant-form.module.css';

export interface TenantFormProps {
  /** The tenant being edited; absent when creating one. */
  detail?: TenantDetail;
  scope: TenantEditScope;
  /** Sends the body; throws the call's error (its field errors land beside their inputs). */
  onPublish: (body: unknown) => Promise<void>;
}

/**
 * Everything tenant.json holds, with the live preview beside it. A platform administrator edits
 * all of it; an agency's own administrator (scope "branding") only colours, images, texts and
 * menu: the rest is shown read-only (the server enforces the same rule).
 */
export function TenantForm({ detail, scope, onPublish }: TenantFormProps) {
  const t = useT();
  const editing = !!detail;
  const brandingOnly = scope === 'branding';
  const [formError, setFormError] = useState<string | null>(null);
  const [urls, setUrls] = useState({ logo: detail?.logo_url ?? null, image: detail?.image_url ?? null });
  const form = useSchemaForm<TenantFormValues>({
    schema: editing ? updateTenantBody : createTenantBody,
    defaultValues: toFormValues(detail),
    prepare: (v) => toPayload(v, detail?.tenant),
  });
  const values = useWatch({ control: form.control }) as TenantFormValues;
  const theme = previewTheme(values.theme ?? {}, detail?.tenant.theme);
  const adjustments = theme.ok ? colourAdjustments(values.theme ?? {}, theme.palette) : {};
  const missingEs = missingSpanish(values);
  // A new store's address follows its name until the administrator types one of their own.
  useEffect(() => {
    if (editing || form.getFieldState('slug').isDirty) return;
    form.setValue('slug', suggestSlug(values.name ?? ''));
  }, [editing, form, values.name]);
  const publish = useSingleFlight(async (v: TenantFormValues) => {
    setFormError(null);
    try {
      await onPublish(toPayload(v, detail?.tenant));
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  const kindOptions = (['group', 'agent', 'default'] as const).map((k) => ({
    value: k,
    label: t(`kind.${k}`),
  }));
  const c = form.control;
  return (
    <div className={styles.layout}>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit(publish.run)}>
        <p className={styles.requiredNote}>{t('form.requiredNote')}</p>
        <Card as="section" className={styles.section} aria-labelledby="sec-store">
          <h2 id="sec-store" className={styles.sectionTitle}>
            {t('form.store')}
          </h2>
          <FormTextField control={c} name="name" label={t('form.name')} required />
          <FormTextField
            control={c}
            name="slug"
            label={t('form.slug')}
            hint={t(editing ? 'form.slugHint' : 'form.slugSuggested')}
            required
            disabled={editing}
            autoComplete="off"
          />
          <FormSelectField
            control={c}
            name="kind"
            label={t('form.kind')}
            options={kindOptions}
            disabled={brandingOnly}
          />
          <div className={styles.pair}>
            <FormTextField
              control={c}
              name="agent_id"
              label={t('form.agentId')}
              hint={t('form.agentHint')}
              inputMode="numeric"
              required
              disabled={brandingOnly}
            />
            <FormTextField
              control={c}
              name="group_id"
              label={t('form.groupId')}
              hint={t('form.groupHint')}
              inputMode="numeric"
              required
              disabled={brandingOnly}
            />
          </div>
        </Card>

        <Card as="section" className={styles.section} aria-labelledby="sec-contact">
          <h2 id="sec-contact" className={styles.sectionTitle}>
            {t('form.contact')}
          </h2>
          <FormTextField control={c} name="branding.tagline" label={t('form.tagline')} required />
          <div className={styles.pair}>
            <FormTextField
              control={c}
              name="branding.display_phone"
              label={t('form.phone')}
              type="tel"
              required
            />
            <FormTextField
              control={c}
              name="branding.display_email"
              label={t('form.email')}
              type="email"
              required
            />
          </div>
          <FormTextField
            control={c}
            name="branding.display_about_name"
            label={t('form.aboutName')}
            required
          />
          <FormTextAreaField control={c} name="branding.about" label={t('form.about')} required rows={4} />
        </Card>

        <Card as="section" className={styles.section} aria-labelledby="sec-colours">
          <h2 id="sec-colours" className={styles.sectionTitle}>
            {t('form.colours')}
          </h2>
          <p className={styles.hint}>{t('form.coloursHint')}</p>
          <div className={styles.colours}>
            {THEME_KEYS.map((k) => (
              <ColourField
                key={k}
                control={c}
                role={k}
                required={k === 'primary'}
                adjusted={adjustments[k as keyof typeof adjustments]}
              />
            ))}
          </div>
          {!theme.ok && theme.reason && (
            <Alert tone="error">
              {t('form.unreadable')} <span className={styles.reason}>{theme.reason}</span>
            </Alert>
          )}
        </Card>

        <Card as="section" className={styles.section} aria-labelledby="sec-images">
          <h2 id="sec-images" className={styles.sectionTitle}>
            {t('form.images')}
          </h2>
          <ImageField
            control={c}
            name="logo"
            slug={values.slug ?? ''}
            url={urls.logo}
            onUploaded={(url) => setUrls((u) => ({ ...u, logo: url }))}
          />
          <ImageField
            control={c}
            name="image"
            slug={values.slug ?? ''}
            url={urls.image}
            onUploaded={(url) => setUrls((u) => ({ ...u, image: url }))}
          />
        </Card>

        <Card as="section" className={styles.section} aria-labelledby="sec-menu">
          <h2 id="sec-menu" className={styles.sectionTitle}>
            {t('form.menu')}
          </h2>
          <MenuField control={c} />
        </Card>

        <Card as="section" className={styles.section} aria-labelledby="sec-copy">
          <h2 id="sec-copy" className={styles.sectionTitle}>
            {t('form.copy')}
          </h2>
          <p className={styles.hint}>{t('form.copyHint')}</p>
          {(['en', 'es'] as const).map((lang) => (
            <fieldset key={lang} className={styles.fieldset}>
              <legend>{t(`form.copyIn.${lang}`)}</legend>
              {lang === 'es' && missingEs.length > 0 && (
                <p className={styles.hint} id="copy-missing-es">
                  {t('form.missingEs', { names: missingEs.map((k) => t(`copyKey.${k}`)).join(', ') })}
                </p>
              )}
              {COPY_KEYS.map((k) =>
                k === 'about' ? (
                  <FormTextAreaField
                    key={k}
                    control={c}
                    name={lang === 'en' ? `copy.${k}` : `copy_i18n.es.${k}`}
                    label={t(`copyKey.${k}`)}
                    lang={lang}
                    rows={3}
                  />
                ) : (
                  <FormTextField
                    key={k}
                    control={c}
                    name={lang === 'en' ? `copy.${k}` : `copy_i18n.es.${k}`}
                    label={t(`copyKey.${k}`)}
                    lang={lang}
                  />
                ),
              )}
            </fieldset>
          ))}
        </Card>

        {formError && <Alert tone="error">{formError}</Alert>}
        <div className={styles.actions}>
          <Button type="submit" loading={publish.busy}>
            {t('form.publish')}
          </Button>
        </div>
      </form>
      <aside className={styles.preview} aria-label={t('preview.title')}>
        <TenantPreview
          theme={theme}
          content={{
            name: values.name ?? '',
            tagline: values.copy?.hero_tagline || values.branding?.tagline || '',
            heroTitle: values.copy?.hero_title ?? '',
            phone: values.branding?.display_phone ?? '',
            menu: values.menu ?? [],
            logoUrl: urls.logo,
            imageUrl: urls.image,
          }}
        />
      </aside>
    </div>
  );
}
