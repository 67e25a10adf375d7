import { z } from 'zod';
import { MAX_ID, isoDate, numericId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/**
 * EDI 834 (issue 21, ADR 0022): carriers, the trading-partner settings the platform administrator
 * keeps per carrier, the files built for them and their short-lived download links.
 */

/** ISA05/ISA07 interchange id qualifiers of 005010 (mutually defined, D-U-N-S, federal tax id...). */
export const interchangeQualifier = z.enum(['01', '14', '20', '27', '28', '29', '30', '33', 'ZZ'], {
  error: 'Please choose a qualifier from the list.',
});
const isaId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9 .-]{1,15}$/, 'Use 1 to 15 letters, digits, spaces, dots or hyphens.');
const gsCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9 .-]{2,15}$/, 'Use 2 to 15 letters, digits, spaces, dots or hyphens.');
export const fileMode = z.enum(['full', 'changes'], { error: 'Please choose a file mode.' });
export type FileMode = z.infer<typeof fileMode>;
export const usageIndicator = z.enum(['T', 'P'], { error: 'Please choose test or production.' });
const policyNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,30}$/, 'Use 1 to 30 letters, digits or hyphens.');
/** HH:MM in UTC, or empty for no schedule. */
const scheduleTime = z
  .string()
  .trim()
  .regex(/^(|([01]\d|2[0-3]):[0-5]\d)$/, 'Use a time like 02:30 (UTC), or leave it empty.');
/** A folder name under the drop root: letters, digits, dots, hyphens and underscores, slash-separated. */
const dropFolder = z
  .string()
  .trim()
  .max(120, 'Use at most 120 characters.')
  .regex(
    /^(|[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*)$/,
    'Use a folder name like carriers/brightsmile.',
  );
/** How many days a drop file stays in the drop folder before the nightly job removes it. */
const retentionDays = z
  .number({ error: 'Keep files between 1 and 365 days.' })
  .int('Keep files between 1 and 365 days.')
  .min(1, 'Keep files between 1 and 365 days.')
  .max(365, 'Keep files between 1 and 365 days.');
/** The carrier's armored OpenPGP public key; the server also reads it (public, encrypts, not expired). */
const publicKey = z
  .string()
  .trim()
  .max(20000, 'This key is too long for a public key.')
  .regex(
    /^(|-----BEGIN PGP PUBLIC KEY BLOCK-----[\s\S]+-----END PGP PUBLIC KEY BLOCK-----)$/,
    'Paste the whole public key, from -----BEGIN PGP PUBLIC KEY BLOCK----- to its END line, or leave it empty.',
  );
/** YYYY-MM-DD of a real calendar day (2026-02-30 is refused; the document says so in its pattern). */

export const carrierIdQuery = z.object({ carrier_id: numericId });
export const groupIdQuery = z.object({ group_id: numericId });

export const carrierSummary = z.object({
  carrier_id: z.number().int(),
  name: z.string(),
  plan_count: z.number().int(),
  configured: z.boolean(),
});
export const carrierList = z.object({ carriers: z.array(carrierSummary) });
export type CarrierSummary = z.infer<typeof carrierSummary>;

export const partnerGroupNumber = z.object({ group_id: numericId, policy_number: policyNumber });

/** The trading-partner form (save-trading-partner's body): one carrier's settings. */
export const tradingPartnerForm = z.object({
  carrier_id: numericId,
  sender_qualifier: interchangeQualifier,
  sender_id: isaId,
  receiver_qualifier: interchangeQualifier,
  receiver_id: isaId,
  gs_sender_code: gsCode,
  gs_receiver_code: gsCode,
  file_mode: fileMode,
  usage_indicator: usageIndicator,
  /** Empty or left out: no nightly export. */
  schedule_time: scheduleTime.optional(),
  /** Empty or left out: carrier-<id> under the drop root. */
  drop_folder: dropFolder.optional(),
  /** Empty or left out: drop files are sealed with the platform's data key instead. */
  public_key: publicKey.optional(),
  /** Left out: 30 days. */
  retention_days: retentionDays.optional(),
  groups: z.array(partnerGroupNumber).max(200),
});
export type TradingPartnerForm = z.input<typeof tradingPartnerForm>;

export const tradingPartner = z.object({
  carrier_id: z.number().int(),
  carrier_name: z.string(),
  /** Null until the administrator saves the settings the first time. */
  settings: tradingPartnerForm.omit({ carrier_id: true, groups: true }).nullable(),
  groups: z.array(partnerGroupNumber),
  /** Every group, for the group numbers' choices. */
  all_groups: z.array(z.object({ group_id: z.number().int(), name: z.string() })),
  /** The last control number used (ISA13/GS06); the next file takes the one after. */
  control_number: z.number().int(),
  /** Today's (UTC) scheduled file was already built: the next one goes tomorrow. */
  scheduled_today: z.boolean(),
});
export type TradingPartner = z.infer<typeof tradingPartner>;

/** build-edi-file: a carrier, one group or all (null or left out) of its numbered groups, the file's date and mode. */
export const buildEdiFileBody = z.object({
  carrier_id: numericId,
  group_id: z.number().int().positive().max(MAX_ID).nullable().optional(),
  as_of: isoDate,
  mode: fileMode,
});
export type BuildEdiFileBody = z.input<typeof buildEdiFileBody>;

export const ediCounts = z.object({
  subscribers: z.number().int(),
  dependents: z.number().int(),
  additions: z.number().int(),
  changes: z.number().int(),
  terminations: z.number().int(),
  audits: z.number().int(),
});
export const ediDownload = z.object({ who: z.string(), role: z.string(), at: z.string() });
export const ediFile = z.object({
  file_id: z.number().int(),
  carrier_id: z.number().int(),
  carrier_name: z.string(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  mode: fileMode,
  as_of: z.string(),
  control_number: z.number().int(),
  counts: ediCounts,
  created_at: z.string(),
  created_by: z.string(),
  downloads: z.array(ediDownload),
});
export type EdiFile = z.infer<typeof ediFile>;
export const ediFileList = z.object({ files: z.array(ediFile) });

export const fileIdBody = z.object({ file_id: numericId });
/** A one-time link, valid for a few minutes: the browser navigates to it to save the file. */
export const ediDownloadLink = z.object({ url: z.string(), expires_at: z.string() });

/** terminate-coverage: end a member's coverage in one plan on a date (the 834's terminations). */
export const terminateCoverageBody = z.object({
  user_id: numericId,
  plan_id: numericId,
  terminated_on: isoDate,
  /** Why the coverage ends; required from everyone, kept sealed and shown in the change history. */
  reason: z
    .string({ error: 'Please give the reason for ending this coverage.' })
    .trim()
    .min(3, 'Please give the reason for ending this coverage.')
    .max(500, 'Use at most 500 characters.'),
  /** The platform administrator only: a date outside the usual window (ADR 0027), the reason saying why. */
  override_window: z.boolean().optional(),
});
export type TerminateCoverageBody = z.input<typeof terminateCoverageBody>;
export const coverageTerminated = z.object({
  user_id: z.number().int(),
  plan_id: z.number().int(),
  terminated_on: z.string(),
  /** The signed-in person who ended it. */
  terminated_by: z.string(),
});

/** The schemas of the edi module's calls (apps/api/src/modules/edi, ADR 0030). */
export const ediCallSchemas = {
  'list-carriers': { data: carrierList },
  'get-trading-partner': { query: carrierIdQuery, data: tradingPartner },
  'save-trading-partner': { body: tradingPartnerForm, data: tradingPartner },
  'build-edi-file': { body: buildEdiFileBody, data: ediFile },
  'list-edi-files': { query: carrierIdQuery, data: ediFileList },
  'list-group-edi-files': { query: groupIdQuery, data: ediFileList },
  'create-edi-download-link': { body: fileIdBody, data: ediDownloadLink },
  'terminate-coverage': { body: terminateCoverageBody, data: coverageTerminated },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
