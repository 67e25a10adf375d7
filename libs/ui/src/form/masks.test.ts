import { describe, expect, it } from 'vitest';
import { groupCard, groupPhone, groupSsn } from './masks';

describe('digit groups shown while typing', () => {
  it('groups an SSN as 123-45-6789 and leaves a stored *****1234 alone', () => {
    expect(['1', '1234', '12345', '123456', '123456789'].map(groupSsn)).toEqual([
      '1',
      '123-4',
      '123-45',
      '123-45-6',
      '123-45-6789',
    ]);
    expect(groupSsn('*****1234')).toBe('*****1234');
  });
  it('groups a phone as (555) 123-4567 with no trailing separator', () => {
    expect(['', '5', '555', '5551', '555123', '5551234', '5551234567'].map(groupPhone)).toEqual([
      '',
      '(5',
      '(555',
      '(555) 1',
      '(555) 123',
      '(555) 123-4',
      '(555) 123-4567',
    ]);
  });
  it('groups card digits by four', () => {
    expect(groupCard('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCard('41111')).toBe('4111 1');
    expect(groupCard('4111')).toBe('4111');
  });
});
