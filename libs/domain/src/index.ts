export { formatDob, isValidDob } from './dob-format';
export { TIERS, GENDERS, tierLabel, isTierCode, isChildTier, tierNeedsDependents } from './tiers';
export type { TierCode } from './tiers';
export { CATEGORY_LABELS, PLAN_SECTIONS, categoryLabel } from './categories';
export type { CategoryKey } from './categories';
export { homeTarget, withLanding } from './home-target';
export type { HomeContext } from './home-target';
export {
  SAVED_TAB_ROUTES,
  WIZARD_TAB_ROUTES,
  SECTION_OF_TAB,
  savedTabRoute,
  enrollTypeFromSaved,
  requiredTabNames,
} from './tab-routes';
export type { SavedTabName, SectionOfTab } from './tab-routes';
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  isLanguage,
  pickLanguage,
  languageFromCookie,
} from './language';
export type { Language } from './language';
export { paymentTypesFor, billedMethod, acceptedPaymentMethods } from './payment-types';
export type { BilledMethod, PaymentType } from './payment-types';
export { listingOwner } from './listing-owner';
export type { ListingOwner } from './listing-owner';
