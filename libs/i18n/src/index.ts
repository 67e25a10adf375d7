// The store's one translator and formatters (a federation singleton).
export { i18n, currentLanguage, detectLanguage, setLanguage, switchLanguage } from './i18n';
export { registerMessages } from './register-messages';
export { defineMessages } from './define-messages';
export type { MessageBundle } from './register-messages';
export { formatMoney, formatLongDate } from './format';
export { useLanguage } from './use-language';
export { Trans } from './trans';
export type { Catalogue, CatalogueLoader, TFunction, TOptions } from './translator';
