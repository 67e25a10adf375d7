// The store's one i18n instance and the only way apps reach i18next (a federation singleton).
export { i18n, currentLanguage, detectLanguage, setLanguage } from './i18n';
export { registerMessages } from './register-messages';
export { defineMessages } from './define-messages';
export type { MessageBundle } from './register-messages';
export { formatMoney, formatLongDate } from './format';
export { useLanguage } from './use-language';
export { useTranslation, Trans } from 'react-i18next';
export type { TFunction } from 'i18next';
