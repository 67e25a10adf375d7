import { contactInfoShape, type FieldDefinition } from '@bs/contract';
import { fieldDefinitions } from '../../kernel/enrollment/field-definitions';
import type { StoredContact } from '../../kernel/enrollment/stored-sections';
import { sectionOf, type WizardContext } from '../../kernel/steps/wizard-context';
import { FROM_QUOTE } from '../../kernel/steps/personal-fields';

export const CLIENT_EMAIL = "This must be the client's e-mail address.";
/** An applicant enrolling themself has no client: the rep's wording would puzzle them (issue 32). */
export const OWN_EMAIL = 'Use your own e-mail address: your receipt and enrollment code are sent there.';

/**
 * Contact Information's fields, all shown; state and zip are the quote's (read-only). Values:
 * the saved step, else the existing member's record, else (e-mail and phone) the census row of
 * the invitation the enrollment started from, else the quote's city.
 */
export function contactFields(ctx: WizardContext): FieldDefinition[] {
  const s = sectionOf<Partial<StoredContact>>(ctx, 'contact_info') ?? {};
  const m = ctx.member;
  const c = ctx.invited;
  const f = ctx.e.filter_info;
  const r = contactInfoShape;
  return fieldDefinitions([
    {
      name: 'email_address',
      shown: true,
      value: s.email_address ?? m?.email ?? c?.email ?? '',
      rule: r.email_address,
      message: ctx.e.eprocess === 'applicant' ? OWN_EMAIL : CLIENT_EMAIL,
    },
    {
      name: 'phone_number',
      shown: true,
      value: s.phone_number ?? m?.phone ?? (c?.phone || null) ?? '',
      rule: r.phone_number,
    },
    { name: 'address1', shown: true, value: s.address1 ?? m?.address1 ?? '', rule: r.address1 },
    { name: 'address2', shown: true, value: s.address2 ?? m?.address2 ?? '', rule: r.address2 },
    {
      name: 'city',
      shown: true,
      value: s.city ?? (m?.zip === f.zip ? m?.city : null) ?? f.city,
      rule: r.city,
    },
    { name: 'state', shown: true, value: f.state, readOnly: true, message: FROM_QUOTE },
    { name: 'zip', shown: true, value: f.zip, readOnly: true, message: FROM_QUOTE },
    { name: 'with_validation', shown: true, value: s.with_validation ?? 0 },
  ]);
}
