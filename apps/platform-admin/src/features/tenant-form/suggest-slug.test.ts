import { describe, expect, it } from 'vitest';
import { tenantSlug } from '@bs/contract';
import { suggestSlug } from './suggest-slug';

describe('suggestSlug', () => {
  it('writes the address a person would from the store name, always one the server accepts', () => {
    expect(suggestSlug('Lakeview Dental & Vision')).toBe('lakeview-dental-vision');
    expect(suggestSlug('  Clínica Peña, S.A.  ')).toBe('clinica-pena-s-a');
    expect(suggestSlug('***')).toBe('');
    const long = suggestSlug('A very long agency name '.repeat(5));
    expect(long.length).toBeLessThanOrEqual(63);
    for (const s of ['Lakeview Dental & Vision', 'Clínica Peña, S.A.', 'A very long agency name '.repeat(5)])
      expect(tenantSlug.safeParse(suggestSlug(s)).success).toBe(true);
  });
});
