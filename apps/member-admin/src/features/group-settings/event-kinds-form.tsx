import { useState } from 'react';
import { saveLifeEventKindsBody, type GroupCalendar } from '@bs/contract';
import { applyServerErrors, FormFlagGroup, useSchemaForm, useSingleFlight } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { useSaveLifeEventKinds } from './use-group-settings';
import styles from './group-settings.module.css';
import { SettingsFormFooter } from './settings-form-footer';

type Kind = GroupCalendar['life_event_kinds'][number];
/** One 0/1 flag per kind, under `kinds` (FormFlagGroup's shape); sent as the contract's list. */
type Values = { kinds: Record<string, 0 | 1> };

/**
 * The kinds of life events the group offers its employees (issue 29): each kind of the platform's
 * catalogue on or off, with its window and whether it asks a document. A kind turned off is no
 * longer offered on the invitation; events already reported keep it.
 */
export function EventKindsForm({ groupId, kinds }: { groupId: number; kinds: Kind[] }) {
  const t = useT();
  const save = useSaveLifeEventKinds(groupId);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const toBody = (v: Values) => ({
    group_id: groupId,
    kinds: kinds.map((k) => ({ kind: k.kind, enabled: v.kinds[k.kind] === 1 })),
  });
  const form = useSchemaForm<Values>({
    schema: saveLifeEventKindsBody,
    defaultValues: { kinds: Object.fromEntries(kinds.map((k) => [k.kind, k.enabled ? 1 : 0])) },
    prepare: toBody,
    translate: translateSchemaMessage,
  });
  const submit = useSingleFlight(async (v: Values) => {
    setFormError(null);
    setSaved(false);
    try {
      await save.mutateAsync(toBody(v));
      setSaved(true);
    } catch (err) {
      setFormError(applyServerErrors(err, form));
    }
  });
  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="kinds-title"
      onSubmit={(e) => void form.handleSubmit(submit.run)(e)}
    >
      <h3 id="kinds-title" className={styles.h3}>
        {t('settings.kindsTitle')}
      </h3>
      <FormFlagGroup
        control={form.control}
        name="kinds"
        legend={t('settings.kindsLegend')}
        hint={t('settings.kindsHint')}
        flags={kinds.map((k) => ({
          key: k.kind,
          label: (
            <span className={styles.kindLabel}>
              <span>{k.label}</span>
              <span className={styles.muted}>
                {t('settings.kindWindow', { before: k.days_before, after: k.days_after })}{' '}
                {t(`settings.kindDocuments.${k.documents}`)}
              </span>
            </span>
          ),
        }))}
      />
      <SettingsFormFooter
        error={formError}
        saved={saved ? t('settings.kindsSaved') : null}
        busy={submit.busy}
        label={t('settings.saveKinds')}
      />
    </form>
  );
}
