import { useState } from 'react';
import type { ContributionVersion } from '@bs/contract';
import { Alert, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { PayScheduleForm } from './pay-schedule-form';
import { ContributionList } from './contribution-list';
import { ContributionForm } from './contribution-form';
import { PayrollFileForm } from './payroll-file-form';
import { PayCalendarForm } from './pay-calendar-form';
import { TaxTreatmentForm } from './tax-treatment-form';
import { DeductionCodeForm } from './deduction-code-form';
import { usePayTerms } from './use-group-settings';
import styles from './group-settings.module.css';

/**
 * Pay schedule (or an imported pay calendar), the employer's contribution rules, the pre-tax
 * choice per category, deduction codes and the payroll deduction file (issue 28, ADR 0033).
 */
export function PaySection({ groupId }: { groupId: number }) {
  const t = useT();
  const terms = usePayTerms(groupId);
  const [editing, setEditing] = useState<ContributionVersion | null>(null);
  // A new key remounts the form with the chosen version's values.
  const [formKey, setFormKey] = useState(0);
  return (
    <section
      id="pay"
      aria-labelledby="pay-title"
      className={styles.section}
      aria-busy={terms.isLoading || undefined}
    >
      <h2 id="pay-title" className={styles.h2}>
        {t('settings.payTitle')}
      </h2>
      {terms.isError ? (
        <Alert tone="error">{t('settings.loadError')}</Alert>
      ) : !terms.data ? (
        <Skeleton height="12rem" />
      ) : (
        <>
          <PayScheduleForm
            groupId={groupId}
            schedules={terms.data.schedules}
            nextPayDates={terms.data.next_pay_dates}
          />
          <PayCalendarForm groupId={groupId} schedules={terms.data.schedules} />
          <h3 className={styles.h3}>{t('settings.rulesTitle')}</h3>
          <ContributionList
            rules={terms.data.contribution_rules}
            onEdit={(rule) => {
              setEditing(rule);
              setFormKey((k) => k + 1);
            }}
          />
          <ContributionForm
            key={formKey}
            groupId={groupId}
            editing={editing}
            onDone={() => {
              setEditing(null);
              setFormKey((k) => k + 1);
            }}
          />
          <TaxTreatmentForm groupId={groupId} preTaxCategories={terms.data.pre_tax_categories} />
          <DeductionCodeForm groupId={groupId} plans={terms.data.plans} codes={terms.data.deduction_codes} />
          <PayrollFileForm
            groupId={groupId}
            schedules={terms.data.schedules}
            nextPayDates={terms.data.next_pay_dates}
          />
        </>
      )}
    </section>
  );
}
