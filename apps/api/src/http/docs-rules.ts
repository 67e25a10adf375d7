/**
 * Rule texts several calls share (a call's own rules are in its module's table, ADR 0030): what
 * OpenAPI cannot say with enum, pattern, required or oneOf, quoting the message the server answers
 * with (the generated contract test accepts a 400 on schema-valid input only when it is quoted).
 */
/** What a MM/DD/YYYY pattern cannot say. */
export const DATE_RULES =
  'Dates are real calendar days ("Please enter a real date."); birth and past dates cannot be in ' +
  'the future ("The date cannot be in the future.").';

export const ROUTING_RULE =
  'A routing number is 9 digits ("Please enter a valid 9-digit routing number.") that pass the ABA ' +
  'checksum (weights 3, 7, 1; else "This routing number is not valid.").';

/** The report calls' range (libs/contract calls/reports.ts). */
export const REPORT_RANGE_RULE =
  '`from` and `to` are real calendar days ("Please enter a real date."); `to` is not before `from` ' +
  '("The end date cannot be before the start date.") and at most 1100 days after it ("Please ' +
  'choose a range of at most three years.").';

/** The health questions' rules, for the calls that save or check answers. */
export const HEALTH_RULES =
  'A condition question answered yes (`yes_no_flag` 1) needs `health_condition`, ' +
  '`date_of_onset`, `is_treatment` and `is_medicate` ("This field is required."); ' +
  '"The recovery date cannot be before the date of onset." The medication question answered ' +
  'yes needs a row, and a row with any field filled needs all three ("This field is required."). ' +
  'Dates are real calendar days ("Please enter a real date.") and past dates cannot be in the ' +
  'future ("The date cannot be in the future.").';

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

/** What the document says of a call beyond its schemas: see CallEntry (kernel/calls/call-entry.ts). */
export type CallDescription = { description: string; rules?: string; enrollmentSource?: string };

/**
 * Completes the generated document: each operation's description (its module's docs, then the
 * cross-field rules), and OpenAPI links from every answer that creates an enrollment to every call that takes one, so a
 * stateful tester (Schemathesis) can follow an enrollment through the store.
 */
export function completeDocument<T>(doc: T, describe: (call: string) => CallDescription | undefined): T {
  const paths = (doc as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  const ops = Object.values(paths).flatMap((methods) => Object.values(methods));
  const consumers = ops
    .map((op) => ({ op, slot: enrollmentSlot(op) }))
    .filter((x): x is { op: Operation; slot: Slot } => !!x.slot && !!x.op.operationId);
  for (const op of ops) {
    const call = op.operationId ? describe(op.operationId) : undefined;
    const said = [op.description, call?.description, call?.rules].filter(Boolean);
    if (said.length) op.description = said.join('\n\n');
    const source = call?.enrollmentSource;
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
