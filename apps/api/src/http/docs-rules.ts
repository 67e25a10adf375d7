import type { CallName } from '@bs/contract';
import { CALL_DOCS } from './call-docs';

/**
 * Rules the server enforces that OpenAPI cannot say with enum, pattern, required or oneOf
 * (rules across fields, or against stored data). They go in the operation's description, quoting
 * the message the server answers with: the generated contract test (test/contract-conformance)
 * accepts a 400 on schema-valid input only when every message it names is quoted here.
 */
/** What a MM/DD/YYYY pattern cannot say. */
const DATE_RULES =
  'Dates are real calendar days ("Please enter a real date."); birth and past dates cannot be in ' +
  'the future ("The date cannot be in the future.").';

const ROUTING_RULE =
  'A routing number is 9 digits ("Please enter a valid 9-digit routing number.") that pass the ABA ' +
  'checksum (weights 3, 7, 1; else "This routing number is not valid.").';

/** The report calls' range (libs/contract calls/reports.ts). */
const REPORT_RANGE_RULE =
  '`from` and `to` are real calendar days ("Please enter a real date."); `to` is not before `from` ' +
  '("The end date cannot be before the start date.") and at most 1100 days after it ("Please ' +
  'choose a range of at most three years.").';

export const CALL_RULES: Partial<Record<CallName, string>> = {
  'get-report': REPORT_RANGE_RULE,
  'export-report': REPORT_RANGE_RULE,
  'get-group-agent-member-info':
    'Send `enrollment_id` or `group_id` (at least one); with neither the answer is 422 ' +
    '"This field is required." on `enrollment_id`.',
  'get-plan-cart':
    '`effective_date` (MM/01/YYYY) prices the cart at that date; it should be one of the dates ' +
    'get-cart-effective-dates offers.',
  'cart-checkout':
    '`effective_date` is MM/01/YYYY and must be one of the dates get-cart-effective-dates offers ' +
    '(else it is refused: "Please choose an effective date").',
  'save-enrollment':
    'With `tab` cart_info the quote is e-mailed and `name` is required ("Please enter a name"). ' +
    "With a wizard tab, `data` holds that step's fields: each one given must pass the step's rule " +
    '(errors name <tab>.<field>).',
  'save-personal-info':
    'With `prior_coverage_flag` 1, `prior_carrier_name`, `prior_effective_date` and ' +
    '`prior_term_date` are required ("This field is required.") and "The term date cannot be ' +
    'before the effective date." Dates are real calendar days ("Please enter a real date."); ' +
    'birth and past dates cannot be in the future ("The date cannot be in the future.").',
  'validate-routing-number': ROUTING_RULE,
  'save-billing-info':
    `${ROUTING_RULE} A card number passes the Luhn check ("Please enter a valid card number."); ` +
    'the security code has 4 digits for American Express and 3 for other brands ("Please enter ' +
    'the security code shown on the card."); the expiration year is this year up to 20 years ' +
    'ahead ("Please choose an expiration year.") and the card is not expired ("This card has ' +
    'expired.").',
  'add-filter-for-member':
    'Send `user_id` (a signed-in member or their rep or group) or `member_token` (the benefit ' +
    'store link); with neither the answer is "This field is required." on `user_id`.',
  'waive-coverage':
    'With `reason` other, `text` is required ("This field is required." when it is left out, "Please ' +
    'tell us why." when it is blank). Only the browser that opened a ' +
    'live link may decline (else 403 "This invitation link is not valid any more. Please open the ' +
    'link from your latest e-mail."); an employee already enrolled cannot ("You are already enrolled.").',
  'prove-invitation':
    'Send exactly one of `birthdate` and `code` ("This field is required." on `birthdate` otherwise). A link that ' +
    'is not live is 403 "This invitation link is not valid any more. Please open the link from your latest ' +
    'e-mail."; a wrong birth date is "This date of birth does not match our records.", past five of them ' +
    '"Too many wrong dates of birth were entered. Please ask for a code by e-mail."; a wrong code "This code ' +
    'is not right or has expired. Please ask for a new one."',
  'send-invitations':
    'At most 1,000 invitation and reminder mails per group and hour ("Too many invitations were sent ' +
    'for this group. Please try again in an hour.").',
  'save-trading-partner':
    'An unknown carrier is 404 "This carrier was not found."; each group may appear once ("Each group ' +
    'can have one number only.", 422 on `groups.<n>.group_id`) and must exist ("This group was not found."). ' +
    'A `public_key` must read as an OpenPGP key ("This is not an OpenPGP public key that can be read."), be ' +
    'public ("This is a private key: paste only the carrier\'s public key.") and able to encrypt now ("This key ' +
    'cannot encrypt (expired, revoked or without an encryption key)."), each 422 on `public_key`.',
  'build-edi-file':
    'The carrier needs saved partner settings ("This carrier has no trading partner settings yet.", 422 ' +
    'on `carrier_id`) and the group a number with it ("This group has no group number with this ' +
    'carrier.", 422 on `group_id`; with `group_id` null, at least one group must have one).',
  'terminate-coverage':
    'Only an ACTIVE coverage can end ("This member has no active coverage in this plan.", 404 on `plan_id`). ' +
    'The date, 422 on `terminated_on`: not before the coverage started ("The coverage cannot end before it ' +
    'started."), at most 60 days back ("The end date can be at most 60 days in the past."), at most 365 days ' +
    'ahead ("The end date can be at most 365 days ahead."); with `override_window` (the platform administrator ' +
    'only, else 403 "Only the platform administrator can end a coverage outside the usual dates." on ' +
    '`override_window`) up to 365 days back ("Even with an override, the end date can be at most 365 days in ' +
    'the past.").',
  'preview-census':
    'The file must be a CSV or an Excel workbook (.xlsx) whose bytes match its extension ("This file is not a CSV or ' +
    'Excel (.xlsx) file."), not empty ("This file is empty."), with employees under its header ("This file has a ' +
    'header row but no employees."), readable ("This file could not be read."), of at most 20,000 employees ("This ' +
    'file has more than 20,000 employees.") and 5 MB ("This file is larger than 5 MB."); each refusal names ' +
    '`content_base64`. Bad rows are not refused: the preview lists them as issues.',
  'commit-census':
    'A preview is confirmed once, within 30 minutes, by the account that made it, for its group ("This preview has ' +
    'expired or was already imported. Please upload the file again.", 410); when the census changed since the ' +
    'preview nothing is saved ("The census changed since this preview. Please upload the file again.", 409).',
  'validate-single-beneficiary': DATE_RULES,
  'save-beneficiary-info': DATE_RULES,
  'save-employer-info': DATE_RULES,
  'save-primary-health-info': healthRules(),
  'validate-single-dependent': healthRules(),
  'save-dependent-info': healthRules(),
  'save-dependent-info-to-temp': healthRules(),
};

function healthRules(): string {
  return (
    'A condition question answered yes (`yes_no_flag` 1) needs `health_condition`, ' +
    '`date_of_onset`, `is_treatment` and `is_medicate` ("This field is required."); ' +
    '"The recovery date cannot be before the date of onset." The medication question answered ' +
    'yes needs a row, and a row with any field filled needs all three ("This field is required."). ' +
    'Dates are real calendar days ("Please enter a real date.") and past dates cannot be in the ' +
    'future ("The date cannot be in the future.").'
  );
}

/** Who answers for the API (the document's info.contact). */
export const CONTACT = { name: 'Benefit Store platform team', url: 'https://support.benefit-store.example' };

/** Same origin as the store: the calls are under /api/v1 wherever the API is deployed. */
export const SERVERS = [{ url: '/', description: 'The origin that serves this document' }];

/** Where a call takes the enrollment id: query, path or body, under which name. */
type Slot = { in: 'query' | 'path' | 'body'; name: string };

type Operation = {
  operationId?: string;
  description?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { links?: Record<string, unknown> }>;
};
type Schema = {
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  anyOf?: Schema[];
};

const ENROLLMENT_NAMES = new Set(['enrollment_id']);

function enrollmentSlot(op: Operation): Slot | undefined {
  const p = op.parameters?.find((x) => ENROLLMENT_NAMES.has(x.name));
  if (p) return { in: p.in as Slot['in'], name: p.name };
  const body = op.requestBody?.content?.['application/json']?.schema;
  const shapes = body ? [body, ...(body.oneOf ?? []), ...(body.anyOf ?? [])] : [];
  if (shapes.some((s) => s.properties?.enrollment_id)) return { in: 'body', name: 'enrollment_id' };
  return undefined;
}

/** Answers whose data carries a new enrollment id, and where. */
const ENROLLMENT_SOURCES: Record<string, string> = {
  'add-filter-for-new-user': '$response.body#/data/temp_enrollment_id',
  'add-filter-for-existing-user': '$response.body#/data/temp_enrollment_id',
};

/**
 * Completes the generated document: each operation's description (CALL_DOCS, then the cross-field
 * rules), and
 * OpenAPI links from every answer that creates an enrollment to every call that takes one, so a
 * stateful tester (Schemathesis) can follow an enrollment through the store.
 */
export function completeDocument<T>(doc: T): T {
  const paths = (doc as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  const ops = Object.values(paths).flatMap((methods) => Object.values(methods));
  const consumers = ops
    .map((op) => ({ op, slot: enrollmentSlot(op) }))
    .filter((x): x is { op: Operation; slot: Slot } => !!x.slot && !!x.op.operationId);
  for (const op of ops) {
    const name = op.operationId as CallName | undefined;
    const said = [op.description, name && CALL_DOCS[name]?.[1], name && CALL_RULES[name]].filter(Boolean);
    if (said.length) op.description = said.join('\n\n');
    const source = op.operationId && ENROLLMENT_SOURCES[op.operationId];
    const ok = op.responses?.['200'];
    if (!source || !ok) continue;
    ok.links = Object.fromEntries(
      consumers.map(({ op: target, slot }) => [
        target.operationId!,
        {
          operationId: target.operationId,
          description: `The new enrollment's id as ${target.operationId}'s ${slot.name}.`,
          ...(slot.in === 'body'
            ? { requestBody: { [slot.name]: source } }
            : { parameters: { [`${slot.in}.${slot.name}`]: source } }),
        },
      ]),
    );
  }
  return doc;
}
