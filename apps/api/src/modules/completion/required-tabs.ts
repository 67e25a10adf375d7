import type { FieldError } from '@bs/contract';
import type { SectionName } from '../enrollment/sections.repository';
import type { TabName, WizardContext } from '../enrollment/wizard-context';

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

/** Rule: an enrollment completes only when every tab it requires is saved; errors name the section. */
export function missingTabs(ctx: WizardContext): FieldError[] {
  return (Object.keys(TAB_SECTIONS) as TabName[])
    .filter((tab) => ctx.tabs[tab] && ctx.e.sections[TAB_SECTIONS[tab].section] == null)
    .map((tab) => ({
      target_element: TAB_SECTIONS[tab].section,
      error_message: `Please complete ${TAB_SECTIONS[tab].label} before finishing your enrollment.`,
    }));
}
