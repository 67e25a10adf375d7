import { describe, expect, it } from 'vitest';
import {
  canAdd,
  canContinue,
  EMPTY_BENEFICIARY,
  fromRecord,
  percentageDigits,
  totalMessage,
  totalOf,
} from './beneficiary-rules';

const b = (beneficiary_percentage: string) => ({
  ...EMPTY_BENEFICIARY,
  first_name: 'A',
  beneficiary_percentage,
});

describe('beneficiary rules', () => {
  it('keeps digits only in the percentage', () => {
    expect(percentageDigits('5o%')).toBe('5');
    expect(percentageDigits('1000')).toBe('100');
  });

  it('says nothing without beneficiaries, and the spec message for each total', () => {
    expect(totalMessage([])).toBeNull();
    expect(totalMessage([b('60'), b('40')])).toEqual({ tone: 'success', key: 'exact' });
    expect(totalMessage([b('60'), b('50')])).toEqual({ tone: 'error', key: 'over' });
    expect(totalMessage([b('60')])).toEqual({ tone: 'error', key: 'under' });
  });

  it('continues only at exactly 100 with one or more, and adds only under 100', () => {
    expect(canContinue([])).toBe(false);
    expect(canContinue([b('100')])).toBe(true);
    expect(canContinue([b('99')])).toBe(false);
    expect(canContinue([b('60'), b('50')])).toBe(false);
    expect(canAdd([])).toBe(true);
    expect(canAdd([b('99')])).toBe(true);
    expect(canAdd([b('100')])).toBe(false);
    expect(totalOf([b('25'), b('')])).toBe(25);
  });

  it('reads existing records that give dob instead of birthdate', () => {
    expect(fromRecord({ first_name: 'Sam', dob: '01/02/2000', beneficiary_percentage: 50 })).toMatchObject({
      first_name: 'Sam',
      birthdate: '01/02/2000',
      beneficiary_percentage: '50',
    });
  });
});
