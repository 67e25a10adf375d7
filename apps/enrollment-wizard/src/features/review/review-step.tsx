import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { saveReviewInfoBody, type ReviewSections } from '@bs/contract';
import { apiCall, getPlanCartQueryOptions, invalidateCart } from '@bs/api-client';
import { sessionStore, useSession } from '@bs/session';
import { Alert, Button, Modal, useStorePath } from '@bs/ui';
import { FormTextAreaField, useSchemaForm } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import { StepLoader } from '../../shared/step-kit/step-loader';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { reviewSectionsOptions, useFreshQuery } from '../../shared/step-kit/step-reads';
import { useStepSave } from '../../shared/step-kit/use-step-save';
import { StepFooter } from '../../shared/step-kit/step-footer';
import type { StepProps } from '../../shared/step-kit/step-props';
import { knownTabs } from '../../shared/step-kit/wizard-nav';
import { stepPath, type TabName } from '../../shared/step-kit/wizard-tabs';
import { SaveLaterDialog } from '../../shared/save-later/save-later-dialog';
import { OrderSummary } from '../../shared/order-summary/order-summary';
import { ReviewCards } from './review-cards';
import { reviewCardsFor } from './review-card-list';
import { ReviewDetailsModal } from './review-details-modal';
import styles from './review.module.css';

type ReviewValues = { additional_notes: string };
const FORM_ID = 'review-form';

/**
 * Review & Confirmation (wizard §2, §4). One read of every saved section (get-review-sections,
 * started at the Next that led here): the notes, each card and View Details.
 */
export function ReviewStep(props: StepProps) {
  const sections = useFreshQuery(reviewSectionsOptions(props.enrollmentId));
  return (
    <StepLoader queries={[sections]}>
      {() => (
        <ReviewForm
          {...props}
          sections={sections.data!.sections}
          notes={notesOf(sections.data!.sections.review_info.result)}
        />
      )}
    </StepLoader>
  );
}

const notesOf = (saved: unknown) =>
  typeof saved === 'object' && saved && 'additional_notes' in saved
    ? String(saved.additional_notes ?? '')
    : '';

function ReviewForm({
  tab,
  enrollmentId,
  nav,
  notes,
  sections,
}: StepProps & { notes: string; sections: ReviewSections['sections'] }) {
  const t = useT();
  const navigate = useNavigate();
  const to = useStorePath();
  const queryClient = useQueryClient();
  const navArray = useSession((s) => s.nav_array);
  const cart = useQuery(getPlanCartQueryOptions(enrollmentId));
  const [viewing, setViewing] = useState<TabName | null>(null);
  // A failed save leaves the red main error line and opens the error modal (spec §4).
  const [failed, setFailed] = useState(false);
  const [errorOpen, setErrorOpen] = useState(false);
  const [savingLater, setSavingLater] = useState(false);
  const form = useSchemaForm<ReviewValues>({
    schema: saveReviewInfoBody.pick({ additional_notes: true }),
    defaultValues: { additional_notes: notes },
    prepare: (v) => ({ additional_notes: v.additional_notes.trim() }),
    translate: translateSchemaMessage,
  });
  const step = useStepSave({
    form,
    tab,
    enrollmentId,
    nav,
    save: async (v) => {
      setFailed(false);
      try {
        // Spec §4: an enrollment without a Dependent Information step carries no dependents.
        // Sent together, not one after the other (ADR 0040: this Next was two round trips): the
        // server takes both on the enrollment's row lock, and save-review-info drops such
        // dependents itself, so their order does not matter.
        await Promise.all([
          knownTabs(navArray).includes('dependent_info')
            ? undefined
            : apiCall('delete-dependent-in-IO', { body: { enrollment_id: enrollmentId } }),
          apiCall('save-review-info', {
            body: {
              enrollment_id: enrollmentId,
              additional_notes: v.additional_notes.trim(),
              first_enroll: 1,
            },
          }),
        ]);
      } catch (err) {
        setFailed(true);
        setErrorOpen(true);
        throw err;
      }
      // The cart is now an enrollment: the badge empties (shopping §2) and every cart view refetches.
      sessionStore.getState().set({ cartCount: 0, navto: null });
      void invalidateCart(queryClient);
    },
  });
  const edit = (target: TabName) => {
    sessionStore.getState().set({ navto: 'review' });
    setViewing(null);
    navigate(to(stepPath(target)));
  };
  const mainError = failed ? (step.formError ?? t('review.error')) : null;

  return (
    <>
      <p className={styles.intro}>{t('review.intro')}</p>
      <div className={styles.layout}>
        {/* First in reading order: on a phone the plans and totals come before the eight cards.
            The billing step's one order summary: each plan's option and tier, per paycheck too. */}
        <aside className={styles.aside}>
          <OrderSummary cart={cart} />
        </aside>
        <form id={FORM_ID} className={styles.main} noValidate onSubmit={step.submit}>
          <ReviewCards cards={reviewCardsFor(knownTabs(navArray))} sections={sections} onView={setViewing} />
          <FormTextAreaField
            control={form.control}
            name="additional_notes"
            label={t('review.notes')}
            rows={4}
          />
          {mainError && (
            <p className={styles.mainError} role="alert">
              {mainError}
            </p>
          )}
        </form>
      </div>
      <ReviewDetailsModal tab={viewing} sections={sections} onClose={() => setViewing(null)} onEdit={edit} />
      <Modal
        open={errorOpen && !savingLater}
        title={t('review.errorTitle')}
        onClose={() => setErrorOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setErrorOpen(false)}>
              {t('actions.back')}
            </Button>
            <Button onClick={() => setSavingLater(true)}>{t('actions.saveLater')}</Button>
          </>
        }
      >
        <Alert tone="error">
          <p>{t('review.error')}</p>
        </Alert>
      </Modal>
      <SaveLaterDialog
        open={savingLater}
        onClose={() => {
          setSavingLater(false);
          setErrorOpen(false);
        }}
        tab={tab}
        data={() => ({ additional_notes: form.getValues('additional_notes') })}
      />
      <StepFooter
        tab={tab}
        onBack={nav.back}
        saveLaterData={() => ({ additional_notes: form.getValues('additional_notes') })}
        next={{ form: FORM_ID, busy: step.saving }}
      />
    </>
  );
}
