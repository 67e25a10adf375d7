import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

function make() {
  const i18n = new Translator('en');
  i18n.addResourceBundle('en', 'demo', {
    hello: 'Hello {{name}}',
    nested: { deeper: { line: 'Line for {{who.first}}' } },
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    only_en: 'Only in English',
  });
  i18n.addResourceBundle('es', 'demo', {
    hello: 'Hola {{name}}',
    nested: { deeper: { line: 'Línea para {{who.first}}' } },
    items_one: '{{count}} artículo',
    items_other: '{{count}} artículos',
  });
  return i18n;
}

describe('Translator', () => {
  it('reads dotted keys and fills placeholders, nested values too', () => {
    const t = make().getFixedT('demo');
    expect(t('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('nested.deeper.line', { who: { first: 'Luis' } })).toBe('Line for Luis');
    expect(t('hello')).toBe('Hello {{name}}');
  });

  it('picks the plural form by the language rules', () => {
    const i18n = make();
    const t = i18n.getFixedT('demo');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 0 })).toBe('0 items');
    i18n.changeLanguage('es');
    expect(t('items', { count: 1 })).toBe('1 artículo');
    expect(t('items', { count: 2 })).toBe('2 artículos');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const i18n = make();
    i18n.changeLanguage('es');
    const t = i18n.getFixedT('demo');
    expect(t('only_en')).toBe('Only in English');
    expect(t('status.PENDING', { defaultValue: 'PENDING' })).toBe('PENDING');
    expect(t('missing.key')).toBe('missing.key');
    expect(i18n.getFixedT('unknown')('hello')).toBe('hello');
  });

  it('merges a namespace registered again and tells subscribers about a switch once', () => {
    const i18n = make();
    i18n.addResourceBundle('en', 'demo', { extra: 'More' });
    expect(i18n.getFixedT('demo')('extra')).toBe('More');
    expect(i18n.getFixedT('demo')('hello', { name: 'A' })).toBe('Hello A');
    let calls = 0;
    const stop = i18n.subscribe(() => calls++);
    i18n.changeLanguage('es');
    i18n.changeLanguage('es');
    stop();
    i18n.changeLanguage('en');
    expect(calls).toBe(1);
  });

  it('gives a fixed-language translator per language, and a current-language one', () => {
    const i18n = make();
    const current = i18n.getFixedT('demo');
    const en = i18n.getFixedT('demo', 'en');
    expect(i18n.getFixedT('demo', 'en')).toBe(en);
    expect(i18n.getFixedT('demo', 'es')).not.toBe(en);
    i18n.changeLanguage('es');
    expect(en('hello', { name: 'A' })).toBe('Hello A');
    expect(current('hello', { name: 'A' })).toBe('Hola A');
  });
});
