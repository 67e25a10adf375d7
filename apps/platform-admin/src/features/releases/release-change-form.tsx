import { useState } from 'react';
import { RELEASE_TARGETS, releaseChangeForm, type RemoteReleases } from '@bs/contract';
import { Alert, Button } from '@bs/ui';
import {
  applyServerErrors,
  FormRadioGroup,
  FormSelectField,
  FormTextField,
  useSchemaForm,
  useSingleFlight,
  useWatch,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { useReleaseChange } from './use-release-calls';
import styles from './releases.module.css';

type Values = {
  version: string;
  target: (typeof RELEASE_TARGETS)[number];
  tenant_slug: string;
  percent: string;
};

// The contract's messages, in the reader's language.
const MESSAGE_KEYS: Record<string, string> = {
  'Please choose a version': 'releases.form.versionRequired',
  'Please choose where': 'releases.form.targetRequired',
  'Please choose a store': 'releases.form.tenantRequired',
  'Enter 0 to 100': 'releases.form.percentRange',
};

export interface ReleaseChangeFormProps {
  remote: RemoteReleases;
  label: string;
  tenants: { slug: string; name: string }[];
  onDone: (message: string) => void;
}

/** "Change what is live": a version to everyone, to one store (a pin), or to a share of browsers. */
export function ReleaseChangeForm({ remote, label, tenants, onDone }: ReleaseChangeFormProps) {
  const t = useT();
  const change = useReleaseChange();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm<Values>({
    schema: releaseChangeForm,
    defaultValues: {
      version: remote.versions[0]?.version ?? '',
      target: 'all',
      tenant_slug: '',
      percent: '',
    },
    prepare: (v) => ({
      version: v.version,
      target: v.target,
      ...(v.target === 'tenant' && { tenant_slug: v.tenant_slug }),
      ...(v.target === 'percent' && v.percent.trim() !== '' && { percent: Number(v.percent) }),
    }),
    translate: (m) => (MESSAGE_KEYS[m] ? t(MESSAGE_KEYS[m]) : m),
  });
  const target = useWatch({ control: form.control, name: 'target' });
  const submit = useSingleFlight(async (v: Values) => {
    setError(null);
    const { remote: name } = remote;
    try {
      if (v.target === 'tenant')
        await change.mutateAsync({
          call: 'pin-release',
          body: { remote: name, version: v.version, tenant_slug: v.tenant_slug },
        });
      else if (v.target === 'percent')
        await change.mutateAsync({
          call: 'rollout-release',
          body: { remote: name, version: v.version, percent: Number(v.percent) },
        });
      else await change.mutateAsync({ call: 'activate-release', body: { remote: name, version: v.version } });
      onDone(t('releases.form.done', { what: label, version: v.version }));
    } catch (err) {
      setError(applyServerErrors(err, form));
    }
  });
  const id = `release-form-${remote.remote}`;
  return (
    <form className={styles.form} noValidate aria-labelledby={id} onSubmit={form.handleSubmit(submit.run)}>
      <h3 id={id} className={styles.formTitle}>
        {t('releases.form.title')}
      </h3>
      <FormSelectField
        control={form.control}
        name="version"
        label={t('releases.form.version')}
        required
        options={remote.versions.map((v) => ({ value: v.version, label: v.version }))}
      />
      <FormRadioGroup
        control={form.control}
        name="target"
        legend={t('releases.form.target')}
        options={RELEASE_TARGETS.map((k) => ({ value: k, label: t(`releases.form.targets.${k}`) }))}
      />
      {target === 'tenant' && (
        <FormSelectField
          control={form.control}
          name="tenant_slug"
          label={t('releases.form.tenant')}
          required
          options={[
            { value: '', label: t('releases.form.choose') },
            ...tenants.map((s) => ({ value: s.slug, label: `${s.name} (${s.slug})` })),
          ]}
        />
      )}
      {target === 'percent' && (
        <FormTextField
          control={form.control}
          name="percent"
          label={t('releases.form.percent')}
          hint={t('releases.form.percentHint')}
          inputMode="numeric"
          required
        />
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <Button type="submit" loading={submit.busy}>
          {t('releases.form.submit')}
        </Button>
      </div>
    </form>
  );
}
