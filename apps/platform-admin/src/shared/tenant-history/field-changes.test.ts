import { describe, expect, it } from 'vitest';
import { fieldChanges } from './field-changes';

describe('fieldChanges', () => {
  it('splits a changed group into the keys that differ', () => {
    expect(
      fieldChanges([
        {
          field: 'theme',
          before: { primary: '#0b6e4f', radius: '6px' },
          after: { primary: '#6b2fa3', radius: '6px' },
        },
        { field: 'menu', before: ['dental'], after: ['dental', 'vision'] },
        { field: 'slug', before: null, after: 'lakeview' },
      ]),
    ).toEqual([
      { field: 'theme.primary', before: '#0b6e4f', after: '#6b2fa3' },
      { field: 'menu', before: ['dental'], after: ['dental', 'vision'] },
      { field: 'slug', before: null, after: 'lakeview' },
    ]);
  });
});
