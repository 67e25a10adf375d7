import { useState } from 'react';
import { buildEdiFileBody, type EdiFile, type FileMode, type TradingPartner } from '@bs/contract';
import { Alert, Button, Spinner } from '@bs/ui';
import {
  applyServerErrors,
  FormRadioGroup,
  FormSelectField,
  FormTextField,
  useSchemaForm,
  useSingleFlight,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateEdi } from './edi-messages';
import { useBuildFile } from './use-edi-calls';
import styles from './edi.module.css';

type Values = { carrier_id: number; group: string; as_of: string; mode: FileMode };

const today = () => new Date().toISOString().slice(0, 10);

/** "Build a file now": a group (or all the partner's groups), a date and a mode; the result is announced. */
export function BuildFileForm({ partner }: { partner: TradingPartner }) {
  const t = useT();
  const build = useBuildFile();
  const [error, setError] = useState<string | null>(null);
  const [built, setBuilt] = useState<EdiFile | null>(null);
  const form = useSchemaForm<Values>({
    schema: buildEdiFileBody,
    defaultValues: {
      carrier_id: partner.carrier_id,
      group: 'all',
      as_of: today(),
      mode: partner.settings?.file_mode ?? 'changes',
    },
    prepare: (v) => ({
      carrier_id: v.carrier_id,
      ...(v.group !== 'all' && { group_id: Number(v.group) }),
      as_of: v.as_of,
      mode: v.mode,
    }),
    translate: translateEdi,
  });
  const submit = useSingleFlight(async (v: Values) => {
    setError(null);
    setBuilt(null);
    try {
      setBuilt(
        await build.mutateAsync({
          carrier_id: v.carrier_id,
          group_id: v.group === 'all' ? null : Number(v.group),
          as_of: v.as_of,
          mode: v.mode,
        }),
      );
    } catch (err) {
      setError(applyServerErrors(err, form, { alias: { group_id: 'group' } }));
    }
  });
  const names = new Map(partner.all_groups.map((g) => [g.group_id, g.name]));
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="build-title"
      onSubmit={form.handleSubmit(submit.run)}
    >
      <h2 id="build-title" className={styles.wide}>
        {t('edi.build.title')}
      </h2>
      <FormSelectField
        control={form.control}
        name="group"
        label={t('edi.build.group')}
        options={[
          { value: 'all', label: t('edi.build.allGroups') },
          ...partner.groups.map((g) => ({
            value: String(g.group_id),
            label: names.get(g.group_id) ?? String(g.group_id),
          })),
        ]}
      />
      <FormTextField control={form.control} name="as_of" type="date" label={t('edi.build.asOf')} required />
      <FormRadioGroup
        control={form.control}
        name="mode"
        legend={t('edi.build.mode')}
        options={[
          { value: 'changes', label: t('edi.mode.changes') },
          { value: 'full', label: t('edi.mode.full') },
        ]}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={submit.busy} disabled={!partner.settings}>
          {t('edi.build.submit')}
        </Button>
        {submit.busy && <Spinner label={t('edi.build.building')} />}
      </div>
      {!partner.settings && <p className={styles.wide}>{t('edi.build.needsSettings')}</p>}
      {error && (
        <div className={styles.wide}>
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      {built && (
        <div className={styles.wide}>
          <Alert tone="success">
            {t('edi.build.done', {
              control: built.control_number,
              subscribers: built.counts.subscribers,
              dependents: built.counts.dependents,
            })}
          </Alert>
        </div>
      )}
    </form>
  );
}
