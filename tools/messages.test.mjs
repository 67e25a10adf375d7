import { describe, expect, it } from 'vitest';
import { flatten, literalStrings, missingKeys, unusedKeys } from './lib/messages.mjs';

describe('message keys', () => {
  it('flattens nested messages to dotted keys', () => {
    expect(flatten({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual({ 'a.b': 'x', 'a.c.d': 'y', e: 'z' });
  });

  it('finds keys missing or empty in either language, plural forms by their base', () => {
    const en = { title: 'Cart', items_one: '1 item', items_other: '{{count}} items', extra: 'x' };
    const es = { title: 'Carrito', items_one: '1', items_many: 'm', items_other: 'n', gone: 'y', empty: ' ' };
    expect(missingKeys(en, es)).toEqual({
      missingInEs: ['extra'],
      missingInEn: ['gone', 'empty'],
      emptyInEs: ['empty'],
    });
  });

  it('counts a key used when quoted, namespaced, or built from its parent in a template', () => {
    const sources = ["t('a.b')", 't("ui:c")', 'const k = t(`tier.${code}`);'];
    expect(unusedKeys('ui', ['a.b', 'c', 'tier.IO', 'tier.IS', 'lonely', 'items_one'], sources)).toEqual([
      'lonely',
      'items',
    ]);
  });
});

describe('literal text in components', () => {
  it('reports JSX text and text attributes, not code, symbols or translated text', () => {
    const src = `
      export const A = () => (
        <div className="box" data-x="abc">
          <h1>Hello there</h1>
          <button aria-label="Close">×</button>
          <Field label={t('zip')} placeholder="MM/DD/YYYY" />
          {'Plain words'}
          <p>{t('ok')} · 404</p>
        </div>
      );`;
    expect(literalStrings('a.tsx', src).map((f) => f.text)).toEqual([
      'Hello there',
      'aria-label="Close"',
      'placeholder="MM/DD/YYYY"',
      'Plain words',
    ]);
  });
});
