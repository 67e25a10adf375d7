import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { budget, callFiles, callNames, MAX_FILES, MAX_MEDIAN, names } from './lib/calls-budget.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the calls budget (ADR 0030)', () => {
  it('counts a wire name written in code, not a longer name or prose', () => {
    expect(names("  'save-enrollment': {", 'save-enrollment')).toBe(true);
    expect(names('`${base}/direct-continue/${token}`', 'direct-continue')).toBe(true);
    expect(names("Handler<'sign-in'>", 'sign-in')).toBe(true);
    expect(names("'member-sign-in'", 'sign-in')).toBe(false);
    expect(names("'sign-in-other'", 'sign-in')).toBe(false);
    expect(names('// a member may sign-in again', 'sign-in')).toBe(false);
  });

  it('reads the calls of routes.ts and takes the median and the widest', () => {
    expect(
      callNames(
        "type GetAtItsName =\n  | 'a-b'\n  | 'd';\nconst POST_AT_ITS_NAME = [\n  'c',\n] as const;\nconst ELSEWHERE = {\n  'e': { method: 'PUT', path: '/e/:id' },\n};",
      ),
    ).toEqual(['a-b', 'd', 'c', 'e']);
    const r = budget([
      { call: 'x', files: ['1', '2', '3'] },
      { call: 'y', files: ['1', '2', '3', '4', '5'] },
      { call: 'z', files: ['1', '2'] },
    ]);
    expect([r.median, r.max, r.widest[0].call]).toEqual([3, 5, 'y']);
  });

  it('holds for every call: a call is written in its module, not in central tables', () => {
    const perCall = callFiles(repo);
    expect(perCall.length).toBeGreaterThan(100);
    const { median, max, widest } = budget(perCall);
    const over = widest
      .filter((c) => c.files.length > MAX_FILES)
      .map((c) => `${c.call}: ${c.files.join(', ')}`);
    expect(over, 'calls named in more files than the budget').toEqual([]);
    expect(median).toBeLessThanOrEqual(MAX_MEDIAN);
    expect(max).toBeLessThanOrEqual(MAX_FILES);
  });
});
