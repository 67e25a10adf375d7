import { describe, expect, it } from 'vitest';
import { signerOf, verificationTitleKey } from './signer';

const shown = (...names: string[]) => ({ shown: (n: string) => names.includes(n) });

describe('agreement signer (spec §4 eprocess)', () => {
  it('is rep when broker fields are asked, then group, then applicant, then sigapplicant', () => {
    expect(signerOf(shown('agent_name', 'group_name', 'user_name', 'signature'))).toBe('rep');
    expect(signerOf(shown('group_code', 'user_name'))).toBe('group');
    expect(signerOf(shown('user_name', 'signature'))).toBe('applicant');
    expect(signerOf(shown('signature'))).toBe('sigapplicant');
  });
  it('titles the section by signer', () => {
    expect(verificationTitleKey('rep')).toBe('agreement.verification.rep');
    expect(verificationTitleKey('sigapplicant')).toBe('agreement.verification.applicant');
  });
});
