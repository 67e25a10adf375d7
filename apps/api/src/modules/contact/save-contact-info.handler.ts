import type { FieldError } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { checkedAddress } from '../../kernel/address/checked-address';
import { actorOf } from '../../kernel/enrollment/audit.repository';
import { throwIfAny } from '../../kernel/enrollment/required-fields';
import { saveSection } from '../../kernel/enrollment/save-section';
import type { StoredContact } from '../../kernel/enrollment/stored-sections';
import { wizardContext } from '../../kernel/steps/wizard-context';

/**
 * Saves Contact Information. State and zip stay the quote's. The e-mail and phone pass the same
 * providers as validate-email-neverbounce and validate-phone-numverify (checked before the
 * transaction: a DNS lookup must not hold a row lock). With the USPS checkbox the address is
 * checked against the zip and standardised; the saved address is answered.
 */
export const saveContactInfo: Handler<'save-contact-info'> = async ({ db, body, config, verify, req }) => {
  const [email, phone] = await Promise.all([
    verify.email.verify(body.email_address),
    verify.phone.verify(body.phone_number),
  ]);
  return db.transaction(async (tx) => {
    const { e } = await wizardContext(tx, body.enrollment_id, true);
    const f = e.filter_info;
    const errors: FieldError[] = [];
    if (!email.ok)
      errors.push({ target_element: 'contact_info.email_address', error_message: email.message });
    if (!phone.ok) errors.push({ target_element: 'contact_info.phone_number', error_message: phone.message });
    const withValidation = body.with_validation === 1;
    const { address, errors: addressErrors } = checkedAddress(
      { ...body, state: f.state, zip: f.zip },
      withValidation,
      'contact_info.',
    );
    throwIfAny([...errors, ...addressErrors]);
    const stored: StoredContact = {
      email_address: email.ok ? email.email : body.email_address,
      phone_number: body.phone_number,
      ...address,
      with_validation: withValidation ? 1 : 0,
    };
    await saveSection(tx, e.enrollment_id, 'contact_info', stored, actorOf(req, e.eprocess, config.dataKey));
    return { status: true as const, message: 'Contact information saved.', address };
  });
};
