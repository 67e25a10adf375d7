import type { AgreementSigner } from '@bs/contract';
import type { FieldDefs } from '../../shared/step-kit/field-defs';

/**
 * Who signs (spec §4): rep when the broker fields are required, else group when the group fields
 * are, else applicant when the user name is, else sigapplicant (only the signature is asked).
 */
export function signerOf(defs: Pick<FieldDefs, 'shown'>): AgreementSigner {
  if (defs.shown('agent_name') || defs.shown('agent_code')) return 'rep';
  if (defs.shown('group_name') || defs.shown('group_code')) return 'group';
  if (defs.shown('user_name')) return 'applicant';
  return 'sigapplicant';
}

/** The verification section's title: Broker, Group or Applicant Verification. */
export const verificationTitleKey = (signer: AgreementSigner) =>
  `agreement.verification.${signer === 'sigapplicant' ? 'applicant' : signer}` as const;
