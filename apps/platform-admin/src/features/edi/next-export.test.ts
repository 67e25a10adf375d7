import { describe, expect, it } from 'vitest';
import { nextExport } from './next-export';

const at = (hhmm: string) => new Date(`2026-11-28T${hhmm}:00Z`);

describe('nextExport', () => {
  it('says when the first nightly file goes, as the schedule decides it', () => {
    expect(nextExport('02:30', at('14:00'), false)).toEqual({ when: 'soon', time: '02:30' });
    expect(nextExport('14:00', at('14:00'), false)).toEqual({ when: 'soon', time: '14:00' });
    expect(nextExport('23:15', at('14:00'), false)).toEqual({ when: 'today', time: '23:15' });
    expect(nextExport('02:30', at('14:00'), true)).toEqual({ when: 'tomorrow', time: '02:30' });
    expect(nextExport('', at('14:00'), false)).toEqual({ when: 'none' });
    expect(nextExport('25:00', at('14:00'), false)).toEqual({ when: 'none' });
  });
});
