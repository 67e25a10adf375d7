import { z } from 'zod';
import { numericId } from '../primitives';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/**
 * The employer's census (issue 20, ADR 0020): a group administrator or the group's rep uploads a
 * CSV or XLSX file, sees a preview (rows to add, update, unchanged, errors and conflicts), and
 * confirms it. The preview is kept on the server under `preview_id` for a short time; confirming
 * saves exactly what was previewed, in one transaction.
 */

/** The limits the screen states and the server enforces. */
export const CENSUS_MAX_BYTES = 5 * 1024 * 1024;
export const CENSUS_MAX_ROWS = 20_000;
/** How many issues one preview answers; the counts cover all of them. */
export const CENSUS_MAX_ISSUES = 1_000;

export const CENSUS_FORMATS = ['csv', 'xlsx'] as const;
export type CensusFormat = (typeof CENSUS_FORMATS)[number];

export const previewCensusBody = z.object({
  group_id: numericId,
  /** The file's name as the person chose it; its extension says CSV or XLSX. */
  file_name: z.string().trim().min(1, 'Please choose a file').max(255, 'Please choose a file'),
  /** The file, base64 encoded. */
  content_base64: z
    .string()
    .max(Math.ceil((CENSUS_MAX_BYTES * 4) / 3) + 4, 'This file is larger than 5 MB')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'This file could not be read'),
});
export type PreviewCensusBody = z.input<typeof previewCensusBody>;

/** What kind of problem a row has: an error (the row is skipped) or a conflict (needs a person). */
export const censusIssueKind = z.enum(['error', 'conflict']);
export type CensusIssueKind = z.infer<typeof censusIssueKind>;

export const censusIssue = z.object({
  kind: censusIssueKind,
  /** The row as a spreadsheet numbers it: the header is row 1. 0 for the file as a whole. */
  row: z.number().int(),
  /** The column's header as the template names it in the reader's language; empty for the row as a whole. */
  column: z.string(),
  /** Why, in the reader's language. */
  reason: z.string(),
});
export type CensusIssue = z.infer<typeof censusIssue>;

export const censusCounts = z.object({
  rows: z.number().int(),
  add: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
  conflicts: z.number().int(),
});
export type CensusCounts = z.infer<typeof censusCounts>;

export const censusPreview = z.object({
  preview_id: z.string(),
  /** ISO time after which the preview can no longer be confirmed. */
  expires_at: z.string(),
  counts: censusCounts,
  /** Errors and conflicts, by row; at most CENSUS_MAX_ISSUES (the counts say how many in all). */
  issues: z.array(censusIssue),
});
export type CensusPreview = z.infer<typeof censusPreview>;

export const commitCensusBody = z.object({
  group_id: numericId,
  preview_id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Please upload the file again'),
});
export type CommitCensusBody = z.input<typeof commitCensusBody>;

export const censusResult = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows with an error or a conflict, not saved. */
  skipped: z.number().int(),
});
export type CensusResult = z.infer<typeof censusResult>;

export const censusTemplateQuery = z.object({
  format: z.enum(CENSUS_FORMATS, { error: 'Please choose CSV or Excel' }),
});
export type CensusTemplateQuery = z.input<typeof censusTemplateQuery>;

/** A file to download: the template, in the reader's language. */
export const downloadFile = z.object({
  file_name: z.string(),
  content_type: z.string(),
  content_base64: z.string(),
});
export type DownloadFile = z.infer<typeof downloadFile>;

/** The schemas of the census module's calls (apps/api/src/modules/census, ADR 0030). */
export const censusCallSchemas = {
  'preview-census': { body: previewCensusBody, data: censusPreview },
  'commit-census': { body: commitCensusBody, data: censusResult },
  'get-census-template': { query: censusTemplateQuery, data: downloadFile },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
