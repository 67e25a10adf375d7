import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@bs/session';
import { comparePath, planIdsOf } from './compare-path';
import { useComparePicks } from './use-compare-picks';

const plan = (id: number) => ({ plan_id: id, plan_name: `Plan ${id}` });

describe('the compare tray', () => {
  beforeEach(() => sessionStore.getState().set({ compare_plans: [] }));

  it('takes up to four plans, refuses a fifth, and keeps them in the session (localStorage)', () => {
    const { result } = renderHook(() => useComparePicks());
    for (const id of [1, 2, 3, 4]) act(() => void expect(result.current.toggle(plan(id))).toBe('added'));
    let fifth = '';
    act(() => void (fifth = result.current.toggle(plan(5))));
    expect(fifth).toBe('full');
    expect(result.current.picks.map((p) => p.plan_id)).toEqual([1, 2, 3, 4]);
    expect(JSON.parse(localStorage.getItem('compare_plans') ?? '[]')).toHaveLength(4);
    act(() => void expect(result.current.toggle(plan(2))).toBe('removed'));
    act(() => void expect(result.current.toggle(plan(5))).toBe('added'));
    expect(result.current.picks.map((p) => p.plan_id)).toEqual([1, 3, 4, 5]);
    act(() => result.current.clear());
    expect(localStorage.getItem('compare_plans')).toBeNull();
  });

  it("reads and writes the compare screen's URL", () => {
    expect(comparePath([1001, 1002])).toBe('/compare?plans=1001,1002');
    expect(planIdsOf('1001, 1002,abc,1001,0,-3')).toEqual([1001, 1002]);
    expect(planIdsOf(null)).toEqual([]);
  });
});
