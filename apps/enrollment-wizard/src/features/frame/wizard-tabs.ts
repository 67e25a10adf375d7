import { WIZARD_TAB_ROUTES } from '@bs/domain';

/** A dynamic tab name of get-dynamic-tabs (wizard §2, in the wizard's order). */
export type TabName = keyof typeof WIZARD_TAB_ROUTES;
export type StepSlug = (typeof WIZARD_TAB_ROUTES)[TabName];

/**
 * The server names one step three ways (spec §3, §7): its dynamic tab, the save-enrollment tab and
 * the get-enrollment-temp-info column (spelt benificiary_info, aggrement_info as given).
 */
export const SAVED_TAB_OF = {
  primary_info: 'primary_info',
  contact_info: 'contact_info',
  employer_info: 'employer_info',
  beneficiary_info: 'benificiary_info',
  primary_health_info: 'health_info',
  dependent_info: 'dependent_info',
  review_info: 'review_info',
  agreement_info: 'aggrement_info',
  billing_info: 'payment_info',
} as const satisfies Record<TabName, string>;
export type SavedTab = (typeof SAVED_TAB_OF)[TabName];

export const TAB_NAMES = Object.keys(WIZARD_TAB_ROUTES) as TabName[];

export const isTabName = (name: string): name is TabName => Object.hasOwn(WIZARD_TAB_ROUTES, name);

/** The step whose route slug this is ('contact-info' -> contact_info), or null. */
export function tabOfSlug(slug: string | undefined): TabName | null {
  return TAB_NAMES.find((t) => WIZARD_TAB_ROUTES[t] === slug) ?? null;
}

export const stepPath = (tab: TabName) => `/enrollment/${WIZARD_TAB_ROUTES[tab]}`;
