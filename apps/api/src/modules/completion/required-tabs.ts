import type { FieldError } from '@bs/contract';
import { SECTION_OF_TAB } from '@bs/domain';
import type { Queryable } from '../../db';
import type { SectionName } from '../../kernel/enrollment/sections.repository';
import type { TabName, WizardContext } from '../../kernel/steps/wizard-context';

/** Each tab's name on screen; its saved section is the one map of @bs/domain (SECTION_OF_TAB). */
const TAB_LABELS: Record<TabName, string> = {
  primary_info: 'Personal Information',
  contact_info: 'Contact Information',
  employer_info: 'Employer Information',
  beneficiary_info: 'Beneficiary Information',
  primary_health_info: 'Health Questions',
  eoi_info: 'Evidence of Insurability',
  dependent_info: 'Dependent Information',
  review_info: 'Review & Confirmation',
  agreement_info: 'Agreement & Signature',
  billing_info: 'Billing Information',
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
  return (Object.keys(TAB_LABELS) as TabName[])
    .filter((tab) => ctx.tabs[tab] && !done(SECTION_OF_TAB[tab]))
    .map((tab) => ({
      target_element: SECTION_OF_TAB[tab],
      error_message: `Please complete ${TAB_LABELS[tab]} before finishing your enrollment.`,
    }));
}
