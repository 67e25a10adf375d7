import { describe, expect, it } from 'vitest';
import {
  canAddMore,
  keepForTier,
  meetsMinimum,
  needsExistingSync,
  nextRelationship,
  statusMessage,
  tierOf,
  type Relationship,
} from './dependent-rules';

const S: Relationship = 'spouse';
const C: Relationship = 'child';

describe('dependent tier rules', () => {
  it('treats IC3 as a child tier', () => {
    expect(tierOf('IC3')).toBe('IC');
    expect(tierOf('XX')).toBeNull();
  });

  it('gives each of the seven messages', () => {
    expect(statusMessage('IS', [])).toEqual({ tone: 'error', key: 'isNone' });
    expect(statusMessage('IS', [S])).toEqual({ tone: 'success', key: 'isDone' });
    expect(statusMessage('IC', [])).toEqual({ tone: 'error', key: 'icNone' });
    expect(statusMessage('IC', [C, C])).toEqual({ tone: 'success', key: 'icDone' });
    expect(statusMessage('IF', [C])).toEqual({ tone: 'error', key: 'ifNone' });
    expect(statusMessage('IF', [S])).toEqual({ tone: 'error', key: 'ifSpouse' });
    expect(statusMessage('IF', [S, C])).toEqual({ tone: 'success', key: 'ifDone' });
  });

  it('lets Next through only at the tier minimum', () => {
    expect(meetsMinimum('IS', [])).toBe(false);
    expect(meetsMinimum('IS', [S])).toBe(true);
    expect(meetsMinimum('IC', [C])).toBe(true);
    expect(meetsMinimum('IF', [S])).toBe(false);
    expect(meetsMinimum('IF', [C, C])).toBe(false);
    expect(meetsMinimum('IF', [S, C])).toBe(true);
  });

  it('forces the relationship and stops adding at the tier maximum or at 9', () => {
    expect(nextRelationship('IF', [])).toBe('spouse');
    expect(nextRelationship('IF', [S])).toBe('child');
    expect(nextRelationship('IS', [S])).toBe('spouse');
    expect(nextRelationship('IC', [])).toBe('child');
    expect(canAddMore('IS', [S])).toBe(false);
    expect(canAddMore('IF', [S, C, C, C, C, C, C, C])).toBe(true);
    expect(canAddMore('IF', [S, C, C, C, C, C, C, C, C])).toBe(false);
    expect(canAddMore('IO', [])).toBe(false);
  });

  it('keeps only the people the tier covers', () => {
    const list = [{ relationship: 'spouse' }, { relationship: 'child' }];
    const rel = (d: { relationship: string }) => d.relationship;
    expect(keepForTier('IS', list, rel)).toEqual([{ relationship: 'spouse' }]);
    expect(keepForTier('IC', list, rel)).toEqual([{ relationship: 'child' }]);
    expect(keepForTier('IF', list, rel)).toHaveLength(2);
  });

  it('syncs an existing member once per enrollment, and again for a new enrollment', () => {
    expect(needsExistingSync('new-member', 't1', null, null)).toBe(false);
    expect(needsExistingSync(null, 't1', null, null)).toBe(false);
    expect(needsExistingSync('existing-member', 't1', null, null)).toBe(true);
    expect(needsExistingSync('existing-member', 't1', 't1', null)).toBe(false);
    expect(needsExistingSync('existing-member', 't1', 't1', 'new_enrollment')).toBe(true);
    expect(needsExistingSync('existing-member', 't2', 't1', null)).toBe(true);
  });
});
