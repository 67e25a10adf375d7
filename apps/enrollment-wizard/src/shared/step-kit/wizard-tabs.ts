import { WIZARD_TAB_ROUTES } from '@bs/domain';

/** A dynamic tab name of get-dynamic-tabs (wizard §2, in the wizard's order). */
export type TabName = keyof typeof WIZARD_TAB_ROUTES;
export type StepSlug = (typeof WIZARD_TAB_ROUTES)[TabName];

export const TAB_NAMES = Object.keys(WIZARD_TAB_ROUTES) as TabName[];

export const isTabName = (name: string): name is TabName => Object.hasOwn(WIZARD_TAB_ROUTES, name);

/** The step whose route slug this is ('contact-info' -> contact_info), or null. */
export function tabOfSlug(slug: string | undefined): TabName | null {
  return TAB_NAMES.find((t) => WIZARD_TAB_ROUTES[t] === slug) ?? null;
}

export const stepPath = (tab: TabName) => `/enrollment/${WIZARD_TAB_ROUTES[tab]}`;
