import { useEffect, useRef, useState } from 'react';
import type { KeepBeneficiaryDraftBody, SaveBeneficiaryInfoBody } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert, firstErrorMessage } from '@bs/ui';
import { useSingleFlight } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import type { StepProps } from '../../shared/step-kit/step-props';
import { StepFooter } from '../../shared/step-kit/step-footer';
import { SECTION_OF_TAB } from '@bs/domain';
import type { FieldDefs } from '../../shared/step-kit/field-defs';
import { PersonList } from '../../shared/step-kit/person-list';
import { prune } from '../../shared/step-kit/prune';
import { pictureStep, preloadScreenshot } from '../../shared/step-kit/step-screenshot';
import { stepElement } from '../../shared/step-kit/use-step-save';
import styles from '../../shared/step-kit/step-form.module.css';
import { BeneficiaryEntryForm } from './beneficiary-entry-form';
import {
  canAdd,
  canContinue,
  EMPTY_BENEFICIARY,
  totalMessage,
  totalOf,
  type BeneficiaryValues,
} from './beneficiary-rules';

export interface BeneficiaryManagerProps extends StepProps {
  defs: FieldDefs;
  relationships: Record<string, string>;
  initial: BeneficiaryValues[];
}

/**
 * The beneficiary list with its add and edit forms, the total message, and Next only at exactly
 * 100 (wizard §2). The list is saved as a whole on Next (save-beneficiary-info); after each add,
 * edit or delete it is also kept as a draft (keep-beneficiary-draft), so a reload never loses a
 * typed beneficiary (issue 32), as the dependent step keeps its people.
 */
export function BeneficiaryManager({
  tab,
  enrollmentId,
  nav,
  defs,
  relationships,
  initial,
}: BeneficiaryManagerProps) {
  const t = useT();
  const [list, setList] = useState(initial);
  const [editing, setEditing] = useState<number | null>(null);
  const [added, setAdded] = useState(0);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notKept, setNotKept] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const changed = useRef(false);
  const keeping = useRef<Promise<void>>(Promise.resolve());
  const message = totalMessage(list);

  // The step's picture needs html2canvas loaded before Next: a person may arrive here first
  // (a continue link, a reload), and this step's forms do not load it as the other steps' do.
  useEffect(() => preloadScreenshot(), []);

  // After an add, edit or delete, the total message says where the list stands.
  useEffect(() => {
    if (changed.current) status.current?.focus();
  }, [list]);
  const update = (next: BeneficiaryValues[]) => {
    changed.current = true;
    setSaveError(null);
    setList(next);
    const body = {
      enrollment_id: enrollmentId,
      beneficiaries: next.map((b) => prune(b)),
    } as KeepBeneficiaryDraftBody;
    // One after another, so an older list never lands after a newer one. Not kept (offline,
    // say): the list stays on the page, and Next still saves it whole.
    keeping.current = keeping.current.then(() =>
      apiCall('keep-beneficiary-draft', { body }).then(
        () => setNotKept(false),
        () => setNotKept(true),
      ),
    );
  };

  const save = useSingleFlight(async () => {
    setSaveError(null);
    try {
      await apiCall('save-beneficiary-info', {
        body: {
          enrollment_id: enrollmentId,
          beneficiaries: list.map((b) => prune(b)),
        } as SaveBeneficiaryInfoBody,
      });
    } catch (err) {
      // Spec §8: beneficiary save errors show as a single message.
      setSaveError(firstErrorMessage(err));
      return;
    }
    const picture = pictureStep(enrollmentId, SECTION_OF_TAB[tab], stepElement(tab));
    void nav.next().then(picture);
  });

  const names = list.map((b, i) =>
    t('beneficiary.item', { n: i + 1, name: `${b.first_name} ${b.last_name}` }),
  );
  const entryProps = { defs, relationships, enrollmentId };
  return (
    <div className={styles.form}>
      <PersonList
        label={t('beneficiary.list')}
        names={names}
        editing={editing}
        onEdit={setEditing}
        onDelete={(i) => update(list.filter((_, j) => j !== i))}
      />
      {message && (
        <p
          ref={status}
          tabIndex={-1}
          role="status"
          className={message.tone === 'success' ? styles.ok : styles.bad}
        >
          {t(`beneficiary.total.${message.key}`)}
        </p>
      )}
      {editing !== null ? (
        <BeneficiaryEntryForm
          {...entryProps}
          key={`edit-${editing}`}
          id="beneficiary-edit-form"
          title={t('beneficiary.editTitle', { n: editing + 1 })}
          initial={list[editing]}
          showSubmit
          onDone={(values) => {
            update(list.map((b, i) => (i === editing ? values : b)));
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        canAdd(list) && (
          <BeneficiaryEntryForm
            {...entryProps}
            key={`add-${added}`}
            id="beneficiary-add-form"
            title={t('beneficiary.addTitle')}
            initial={{ ...EMPTY_BENEFICIARY, beneficiary_percentage: String(100 - totalOf(list)) }}
            showSubmit={canAdd(list)}
            onDone={(values) => {
              update([...list, values]);
              setAdded((n) => n + 1);
            }}
          />
        )
      )}
      {notKept && !saveError && <Alert tone="info">{t('beneficiary.notKept')}</Alert>}
      {saveError && <Alert tone="error">{saveError}</Alert>}
      <StepFooter
        tab={tab}
        onBack={nav.back}
        saveLaterData={() => ({ beneficiaries: list.map((b) => prune(b)) })}
        next={
          canContinue(list)
            ? {
                onClick: () => void save.run(),
                busy: save.busy,
                blocked: editing !== null ? t('list.nextLocked') : null,
                tooltip: t('list.next'),
              }
            : undefined
        }
      />
    </div>
  );
}
