import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resumes after the current task, not in its microtasks', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    setTimeout(() => order.push('timer queued before'), 0);
    await later;
    expect(order[0]).toBe('microtask');
    expect(order).toContain('next task');
  });
});
