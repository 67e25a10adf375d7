import type { FieldError } from '@bs/contract';
import type { Queryable } from '../../db';
import type { SectionName } from '../../kernel/enrollment/sections.repository';
import type { TabName, WizardContext } from '../../kernel/steps/wizard-context';

/** Each tab's saved section and its name on screen. */
export const TAB_SECTIONS: Record<TabName, { section: SectionName; label: string }> = {
  primary_info: { section: 'primary_info', label: 'Personal Information' },
  contact_info: { section: 'contact_info', label: 'Contact Information' },
  employer_info: { section: 'employer_info', label: 'Employer Information' },
  beneficiary_info: { section: 'benificiary_info', label: 'Beneficiary Information' },
  primary_health_info: { section: 'health_info', label: 'Health Questions' },
  dependent_info: { section: 'dependent_info', label: 'Dependent Information' },
  review_info: { section: 'review_info', label: 'Review & Confirmation' },
  agreement_info: { section: 'aggrement_info', label: 'Agreement & Signature' },
  billing_info: { section: 'payment_info', label: 'Billing Information' },
};

/** The sections saved by their step's own save (the audit trail), not only kept as a save-later draft. */
export async function savedSections(db: Queryable, enrollmentId: string): Promise<Set<string>> {
  const rows = await db.query<{ section: string }>(
    `SELECT DISTINCT section FROM enrollment_audit WHERE enrollment_id = $1 AND action = 'save'`,
    [enrollmentId],
  );
  return new Set(rows.map((r) => r.section));
}

/**
 * Rule: an enrollment completes only when every tab it requires was saved by its step (a
 * save-later draft may be half filled); errors name the section.
 */
export function missingTabs(ctx: WizardContext, saved: Set<string>): FieldError[] {
  const done = (section: SectionName) => saved.has(section) && ctx.e.sections[section] != null;
  return (Object.keys(TAB_SECTIONS) as TabName[])
    .filter((tab) => ctx.tabs[tab] && !done(TAB_SECTIONS[tab].section))
    .map((tab) => ({
      target_element: TAB_SECTIONS[tab].section,
      error_message: `Please complete ${TAB_SECTIONS[tab].label} before finishing your enrollment.`,
    }));
}
