import { useState } from 'react';
import {
  interchangeQualifier,
  tradingPartnerForm,
  type TradingPartner,
  type TradingPartnerForm,
} from '@bs/contract';
import { Alert, Button } from '@bs/ui';
import {
  applyServerErrors,
  FormRadioGroup,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useFieldArray,
  useSchemaForm,
  useSingleFlight,
  useWatch,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { DaysField } from './days-field';
import { nextExport } from './next-export';
import { translateEdi } from './edi-messages';
import { useSavePartner } from './use-edi-calls';
import styles from './edi.module.css';

const EMPTY = {
  sender_qualifier: 'ZZ',
  sender_id: '',
  receiver_qualifier: 'ZZ',
  receiver_id: '',
  gs_sender_code: '',
  gs_receiver_code: '',
  file_mode: 'changes',
  usage_indicator: 'T',
  schedule_time: '',
  drop_folder: '',
  public_key: '',
  retention_days: 30,
} as const;

/** The trading-partner settings of one carrier, checked with the contract's schema as typed. */
export function PartnerForm({ partner }: { partner: TradingPartner }) {
  const t = useT();
  const save = useSavePartner();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm<TradingPartnerForm>({
    schema: tradingPartnerForm,
    defaultValues: { carrier_id: partner.carrier_id, ...EMPTY, ...partner.settings, groups: partner.groups },
    translate: translateEdi,
  });
  const groups = useFieldArray({ control: form.control, name: 'groups' });
  const time = useWatch({ control: form.control, name: 'schedule_time' }) ?? '';
  const next = nextExport(time, new Date(), partner.scheduled_today);
  const submit = useSingleFlight(async (v: TradingPartnerForm) => {
    setError(null);
    setSaved(false);
    try {
      await save.mutateAsync(v);
      setSaved(true);
    } catch (err) {
      setError(applyServerErrors(err, form));
    }
  });
  const qualifiers = interchangeQualifier.options.map((q) => ({ value: q, label: t(`edi.qualifier.${q}`) }));
  const groupOptions = partner.all_groups.map((g) => ({
    value: g.group_id,
    label: `${g.name} (${g.group_id})`,
  }));
  const unused = () =>
    partner.all_groups.find((g) => !form.getValues('groups').some((x) => x.group_id === g.group_id))
      ?.group_id;
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="partner-title"
      onSubmit={form.handleSubmit(submit.run)}
    >
      <h2 id="partner-title" className={styles.wide}>
        {t('edi.partner.title')}
      </h2>
      <FormSelectField
        control={form.control}
        name="sender_qualifier"
        label={t('edi.partner.senderQualifier')}
        options={qualifiers}
        required
      />
      <FormTextField
        control={form.control}
        name="sender_id"
        label={t('edi.partner.senderId')}
        hint={t('edi.partner.idHint')}
        required
        autoComplete="off"
      />
      <FormSelectField
        control={form.control}
        name="receiver_qualifier"
        label={t('edi.partner.receiverQualifier')}
        options={qualifiers}
        required
      />
      <FormTextField
        control={form.control}
        name="receiver_id"
        label={t('edi.partner.receiverId')}
        hint={t('edi.partner.idHint')}
        required
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="gs_sender_code"
        label={t('edi.partner.gsSender')}
        required
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="gs_receiver_code"
        label={t('edi.partner.gsReceiver')}
        required
        autoComplete="off"
      />
      <FormRadioGroup
        control={form.control}
        name="file_mode"
        legend={t('edi.partner.fileMode')}
        options={[
          { value: 'changes', label: t('edi.mode.changes') },
          { value: 'full', label: t('edi.mode.full') },
        ]}
      />
      <FormRadioGroup
        control={form.control}
        name="usage_indicator"
        legend={t('edi.partner.usage')}
        options={[
          { value: 'T', label: t('edi.usage.T') },
          { value: 'P', label: t('edi.usage.P') },
        ]}
      />
      <FormTextField
        control={form.control}
        name="schedule_time"
        label={t('edi.partner.schedule')}
        hint={
          next.when === 'none'
            ? t('edi.partner.scheduleHint')
            : t(`edi.partner.next.${next.when}`, { time: next.time })
        }
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="drop_folder"
        label={t('edi.partner.dropFolder')}
        hint={t('edi.partner.dropFolderHint')}
        autoComplete="off"
      />
      <DaysField
        control={form.control}
        label={t('edi.partner.retention')}
        hint={t('edi.partner.retentionHint')}
      />
      <div className={styles.wide}>
        <FormTextAreaField
          control={form.control}
          name="public_key"
          label={t('edi.partner.publicKey')}
          hint={t('edi.partner.publicKeyHint')}
          rows={6}
          spellCheck={false}
          autoComplete="off"
        />
      </div>
      <fieldset className={styles.wide}>
        <legend>{t('edi.partner.groups')}</legend>
        {groups.fields.length === 0 && <p>{t('edi.partner.noGroups')}</p>}
        {groups.fields.map((f, i) => (
          <div key={f.id} className={styles.groupRow}>
            <FormSelectField
              control={form.control}
              name={`groups.${i}.group_id`}
              label={t('edi.partner.group')}
              options={groupOptions}
              required
            />
            <FormTextField
              control={form.control}
              name={`groups.${i}.policy_number`}
              label={t('edi.partner.policyNumber')}
              required
              autoComplete="off"
            />
            <Button
              type="button"
              variant="secondary"
              onClick={() => groups.remove(i)}
              aria-label={t('edi.partner.removeGroup', { n: i + 1 })}
            >
              {t('edi.partner.remove')}
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          disabled={unused() == null}
          onClick={() => groups.append({ group_id: unused()!, policy_number: '' })}
        >
          {t('edi.partner.addGroup')}
        </Button>
      </fieldset>
      {error && (
        <div className={styles.wide}>
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      {saved && (
        <div className={styles.wide}>
          <Alert tone="success">{t('edi.partner.saved')}</Alert>
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={submit.busy}>
          {t('edi.partner.save')}
        </Button>
      </div>
    </form>
  );
}
