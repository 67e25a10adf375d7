import { invalid } from '../../http/errors';
import type { MemberProfile } from '../enrollment/existing-member.repository';
import type { WizardContext } from './wizard-context';

export const NOT_EXISTING = 'This enrollment is not for an existing member.';

/** Existing-data calls answer only for an existing member's enrollment (the spec falls back to temp data on error). */
export function requireExistingMember(ctx: WizardContext): MemberProfile {
  if (!ctx.existing || !ctx.member) throw invalid('enrollment_id', NOT_EXISTING);
  return ctx.member;
}
