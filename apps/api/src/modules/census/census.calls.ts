import { defineCalls } from '../../kernel/calls/call-entry';
import { commitCensusHandler } from './commit-census.handler';
import { getCensusTemplate } from './get-census-template.handler';
import { previewCensusHandler } from './preview-census.handler';

/** The calls of the census module: each one's handler, documentation, rules and limits (ADR 0030). */
export const censusCalls = defineCalls({
  'preview-census': {
    handler: previewCensusHandler,
    docs: [
      'Census',
      "Checks an employer's census file (CSV or XLSX, base64) for a group and compares it with the saved census: rows to add, update, unchanged, errors and conflicts, each issue naming the row, column and reason in the reader's language. Saves nothing but the preview, which commit-census confirms within 30 minutes (the group's administrator, the rep of a group their agent serves).",
    ],
    rules:
      'The file must be a CSV or an Excel workbook (.xlsx) whose bytes match its extension ("This file is not a CSV or ' +
      'Excel (.xlsx) file."), not empty ("This file is empty."), with employees under its header ("This file has a ' +
      'header row but no employees."), readable ("This file could not be read."), of at most 20,000 employees ("This ' +
      'file has more than 20,000 employees.") and 5 MB ("This file is larger than 5 MB."); each refusal names ' +
      '`content_base64`. Bad rows are not refused: the preview lists them as issues.',
    access: ['manage-census'],
    bodyLimit: 8 * 1024 * 1024,
  },
  'commit-census': {
    handler: commitCensusHandler,
    docs: [
      'Census',
      'Saves a preview of preview-census in one transaction: the rows it showed to add and update, nothing else. Single use; only who previewed it may confirm it.',
    ],
    rules:
      'A preview is confirmed once, within 30 minutes, by the account that made it, for its group ("This preview has ' +
      'expired or was already imported. Please upload the file again.", 410); when the census changed since the ' +
      'preview nothing is saved ("The census changed since this preview. Please upload the file again.", 409).',
    access: ['manage-census'],
  },
  'get-census-template': {
    handler: getCensusTemplate,
    docs: [
      'Census',
      "The census file's header row in the reader's language, as CSV or XLSX (signed-in staff).",
    ],
    access: 'signed-in',
  },
});
