import { saveLifeEventKindsBody, type GroupCalendar } from '@bs/contract';
import { FormFlagGroup, useSchemaForm } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { useSaveLifeEventKinds } from './use-group-settings';
import styles from './group-settings.module.css';
import { SettingsForm, useSettingsSave } from './settings-form';

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
  const submit = useSettingsSave(form, async (v: Values) => {
    await save.mutateAsync(toBody(v));
    return t('settings.kindsSaved');
  });
  return (
    <SettingsForm
      id="kinds-title"
      title={t('settings.kindsTitle')}
      save={submit}
      saveLabel={t('settings.saveKinds')}
    >
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
    </SettingsForm>
  );
}
