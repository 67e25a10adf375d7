import { useEffect, useRef, useState } from 'react';
import type { SaveDependentsBody, ValidateSingleDependentBody } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { useSession } from '@bs/session';
import { Alert, firstErrorMessage } from '@bs/ui';
import { useSingleFlight } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import type { StepProps } from '../../shared/step-kit/step-props';
import { StepFooter } from '../../shared/step-kit/step-footer';
import { SECTION_OF_TAB } from '@bs/domain';
import type { FieldDefs } from '../../shared/step-kit/field-defs';
import { PersonList } from '../../shared/step-kit/person-list';
import { pictureStep, preloadScreenshot } from '../../shared/step-kit/step-screenshot';
import { stepElement } from '../../shared/step-kit/use-step-save';
import styles from '../../shared/step-kit/step-form.module.css';
import { DependentEntryForm } from './dependent-entry-form';
import {
  bannerKey,
  canAddMore,
  meetsMinimum,
  nextRelationship,
  showsHealthNote,
  statusMessage,
  type DependentTier,
  type Relationship,
} from './dependent-rules';
import {
  dependentName,
  dependentPayload,
  emptyDependent,
  type Catalogue,
  type DependentValues,
} from './dependent-values';

export interface DependentManagerProps extends StepProps {
  tier: DependentTier;
  defs: FieldDefs;
  catalogue: Catalogue | null;
  initial: DependentValues[];
  /** Reads the list back as saved (server ids, masked SSNs). */
  reload: () => Promise<DependentValues[] | undefined>;
}

/** The last message of a failure (spec §8: a dependent save error shows the last message). */
function lastMessage(err: unknown): string {
  const errors = (err as { errors?: { error_message?: unknown }[] } | null)?.errors;
  const last = Array.isArray(errors) ? errors[errors.length - 1]?.error_message : undefined;
  return typeof last === 'string' ? last : firstErrorMessage(err);
}

/**
 * Dependent Information (wizard §2, §4): the list with its add and edit forms, the tier's banner
 * and messages, each change saved to the enrollment (save-dependent-info-to-temp), and Next only
 * at the tier minimum after every dependent passes validate-single-dependent again.
 */
export function DependentManager({
  tab,
  enrollmentId,
  nav,
  tier,
  defs,
  catalogue,
  initial,
  reload,
}: DependentManagerProps) {
  const t = useT();
  const enrollType = useSession((s) => s.enroll_type);
  const [list, setList] = useState(initial);
  const [editing, setEditing] = useState<number | null>(null);
  const [added, setAdded] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  // The step's picture needs html2canvas loaded before Next: a person may arrive here first
  // (a continue link, a reload), and this step's forms do not load it as the other steps' do.
  useEffect(() => preloadScreenshot(), []);

  // The status line takes focus once per change the person made (so it is announced), not when
  // the saved list is read back: by then they may be typing the next dependent, and moving focus
  // away would drop what they type.
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (changes > 0) status.current?.focus();
  }, [changes]);

  const relationships = list.map((d) => d.primary_info.relationship).filter(Boolean) as Relationship[];
  const message = statusMessage(tier, relationships);
  const banner = bannerKey(tier);
  const payloads = (l: DependentValues[]) => l.map((d) => dependentPayload(d).payload);

  /** Saves the list to the enrollment and shows it as the server now holds it. */
  const keep = async (next: DependentValues[]) => {
    setError(null);
    setChanges((n) => n + 1);
    setList(next);
    setSaving(true);
    try {
      await apiCall('save-dependent-info-to-temp', {
        body: { enrollment_id: enrollmentId, dependents: payloads(next) } as SaveDependentsBody,
      });
      const fresh = await reload();
      if (fresh) setList(fresh);
    } catch (err) {
      setError(lastMessage(err));
    } finally {
      setSaving(false);
    }
  };
  const remove = useSingleFlight(async (i: number) => {
    // Spec §4: a delete while an edit is open is ignored.
    if (editing !== null) return;
    await keep(list.filter((_, j) => j !== i));
  });

  const next = useSingleFlight(async () => {
    setError(null);
    // Spec §4: every dependent is checked again; the first failure stops Next.
    for (const [i, d] of list.entries()) {
      try {
        await apiCall('validate-single-dependent', {
          body: {
            enrollment_id: enrollmentId,
            ...dependentPayload(d).payload,
          } as ValidateSingleDependentBody,
        });
      } catch (err) {
        setError(t('dependent.failed', { n: i + 1, message: firstErrorMessage(err) }));
        return;
      }
    }
    try {
      await apiCall('save-dependent-info', {
        body: { enrollment_id: enrollmentId, dependents: payloads(list) } as SaveDependentsBody,
      });
    } catch (err) {
      setError(lastMessage(err));
      return;
    }
    const picture = pictureStep(enrollmentId, SECTION_OF_TAB[tab], stepElement(tab));
    void nav.next().then(picture);
  });

  // A Next while a change is still being saved is remembered, not lost: it runs once the saved
  // list is read back (a new dependent then has its id, so it is checked once, not twice).
  const [nextQueued, setNextQueued] = useState(false);
  useEffect(() => {
    if (!nextQueued || saving) return;
    setNextQueued(false);
    void next.run();
  }, [nextQueued, saving, next]);

  const names = list.map((d, i) => t('dependent.item', { n: i + 1, name: dependentName(d) }));
  const common = { defs, catalogue, enrollmentId };
  const forced = nextRelationship(tier, relationships) ?? '';
  return (
    <div className={styles.form}>
      {banner && (
        <Alert tone="info">
          <strong>{t(`dependent.banner.${banner}`)}</strong>
        </Alert>
      )}
      {catalogue && showsHealthNote(enrollType) && <p className={styles.note}>{t('dependent.healthNote')}</p>}
      <PersonList
        busy={saving}
        label={t('dependent.list')}
        names={names}
        editing={editing}
        onEdit={setEditing}
        onDelete={(i) => void remove.run(i)}
      />
      {message && (
        <p
          ref={status}
          tabIndex={-1}
          role="status"
          className={message.tone === 'success' ? styles.ok : styles.bad}
        >
          {t(`dependent.status.${message.key}`)}
        </p>
      )}
      {editing !== null ? (
        <DependentEntryForm
          {...common}
          key={`edit-${editing}`}
          id="dependent-edit-form"
          title={t('dependent.formTitle', { n: editing + 1 })}
          initial={list[editing]}
          onDone={async (values) => {
            const at = editing;
            setEditing(null);
            await keep(list.map((d, i) => (i === at ? values : d)));
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        canAddMore(tier, relationships) && (
          <DependentEntryForm
            {...common}
            key={`add-${added}-${forced}`}
            id="dependent-add-form"
            title={t('dependent.formTitle', { n: list.length + 1 })}
            initial={emptyDependent(forced, catalogue)}
            onDone={async (values) => {
              setAdded((n) => n + 1);
              await keep([...list, values]);
            }}
          />
        )
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <StepFooter
        tab={tab}
        onBack={nav.back}
        saveLaterData={() => ({ dependents: payloads(list) })}
        next={
          meetsMinimum(tier, relationships)
            ? {
                onClick: () => (saving ? setNextQueued(true) : void next.run()),
                busy: next.busy || nextQueued,
                blocked: editing !== null ? t('list.nextLocked') : null,
                tooltip: t('list.next'),
              }
            : undefined
        }
      />
    </div>
  );
}
