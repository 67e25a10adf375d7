import type { FieldError } from '@bs/contract';

/**
 * Request fields whose spec name differs from the wire name (spec: errors name the form field).
 * validate-zip-code sends `zip_code` but the form's field is `zip`.
 */
const FIELD_ALIASES: Record<string, string> = { zip_code: 'zip' };

// The spec's fixed wording where a form control has one; otherwise 'This field is required.'.
const REQUIRED_MESSAGES: Record<string, string> = {
  tier: 'Please choose a tier',
  group_id: 'Please choose a group',
  platform_group_id: 'Please choose a platform',
  gender: 'Please choose a gender',
  code: 'Please enter your code',
  email: 'Please enter your e-mail',
  effective_date: 'Please choose an effective date',
  name: 'Please enter a name',
  marital_status: 'Please choose a marital status.',
  relationship: 'Please choose a relationship.',
  yes_no_flag: 'Please answer this question.',
  average_work_week: 'Please choose an average work week.',
  compensation_type: 'Please choose a compensation type.',
  employment_status: 'Please choose an employment status.',
  emp_vac_policy: 'Please choose a vacation policy.',
  emp_barg_unit: 'Please choose a bargaining unit.',
  enrollerCode: 'Please enter an enroller code.',
};

/**
 * How a call's errors are named where the spec differs from the wire (CallEntry.errorSection and
 * errorUnnest): wizard steps send their fields flat, but the spec names their errors by section
 * (primary_info.first_name); a dependent's answers drop health_info.
 */
export type ErrorNaming = { section?: string; unnest?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by register-calls.ts from the call's module table; read by the error handler. */
    errorNaming?: ErrorNaming;
  }
}

/** The spec's name of a field for a call (see ErrorNaming). */
export function specTarget(naming: ErrorNaming | undefined, parts: string[]): string[] {
  if (naming?.section && parts[0] !== 'enrollment_id') return [naming.section, ...parts];
  if (naming?.unnest && parts[0] === naming.unnest && parts.length > 1) return parts.slice(1);
  return parts;
}

export type ValidationIssue = {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
};

function valueAt(source: unknown, parts: string[]): unknown {
  return parts.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    source,
  );
}

function friendlyMessage(issue: ValidationIssue, field: string, raw: unknown): string {
  if (raw === undefined || raw === null || raw === '')
    return REQUIRED_MESSAGES[field] ?? 'This field is required.';
  const msg = issue.message ?? 'Invalid value';
  // Numbers are not coerced (issue 12): text, booleans or lists in a number field get this.
  if (issue.keyword === 'invalid_type' && /expected (number|int)|received NaN/.test(msg))
    return 'Please enter a number.';
  if (issue.keyword === 'invalid_type')
    return msg.replace(
      /^Invalid input: expected (\w+), received (\w+)$/,
      (_m, expected: string, received: string) => `Must be a ${expected}, not a ${received}.`,
    );
  // zod's own wording lists the options; a schema's own message (a select's "Please choose...") stays.
  if (
    issue.keyword === 'invalid_value' &&
    Array.isArray(issue.params?.values) &&
    /^Invalid option/.test(msg)
  ) {
    return `Please choose one of: ${(issue.params.values as unknown[]).join(', ')}.`;
  }
  if (issue.keyword === 'too_big')
    return msg.replace(
      /^Too big: expected (\w+) to have <=(\d+) characters$/,
      (_m, _type: string, max: string) => `Must be at most ${max} characters.`,
    );
  return msg;
}

/**
 * Maps fastify/zod validation issues to the spec's field errors, one per field (first wins).
 * `source` is the raw query/body/params, used to tell a missing value from a wrong one;
 * `naming` is the call's error naming (its errors may be named by section, see specTarget).
 */
export function toFieldErrors(
  issues: ValidationIssue[],
  source?: unknown,
  naming?: ErrorNaming,
): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean);
    // A strict body (change-filter-info) names each field it does not take, beside that field.
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      for (const key of issue.params.keys as string[])
        if (!seen.has(key)) {
          seen.add(key);
          out.push({ target_element: key, error_message: 'This field cannot be changed here.' });
        }
      continue;
    }
    if (!path.length) {
      out.push({ target_element: 'request', error_message: 'The request must be a JSON object of fields.' });
      continue;
    }
    const parts = specTarget(naming, [FIELD_ALIASES[path[0]] ?? path[0], ...path.slice(1)]);
    const target = parts.join('.');
    if (seen.has(target)) continue;
    seen.add(target);
    out.push({
      target_element: target,
      error_message: friendlyMessage(issue, parts[parts.length - 1], valueAt(source, path)),
    });
  }
  return out;
}
