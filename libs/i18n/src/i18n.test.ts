import { afterEach, describe, expect, it } from 'vitest';
import { defineMessages } from './define-messages';
import { formatLongDate, formatMoney } from './format';
import { currentLanguage, i18n, setLanguage } from './i18n';

const { t } = defineMessages('demo', {
  en: { hello: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' },
  es: { hello: 'Hola {{name}}', items_one: '{{count}} artículo', items_other: '{{count}} artículos' },
});

describe('the shared i18n instance', () => {
  afterEach(() => setLanguage('en'));

  it('translates a registered namespace in the current language, with plurals', () => {
    expect(t('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('items', { count: 1 })).toBe('1 item');
    setLanguage('es');
    expect(t('hello', { name: 'Ana' })).toBe('Hola Ana');
    expect(t('items', { count: 3 })).toBe('3 artículos');
  });

  it('remembers the choice in a cookie and marks <html lang>', () => {
    setLanguage('es');
    expect(currentLanguage()).toBe('es');
    expect(document.cookie).toContain('bs_lang=es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.language).toBe('es');
  });

  it('formats dollars and long dates for each language', () => {
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'es')).toMatch(/^\$\s?1,234\.50$/);
    expect(formatLongDate('01/15/2027', 'en')).toBe('January 15, 2027');
    expect(formatLongDate('01/15/2027', 'es')).toBe('15 de enero de 2027');
  });
});
