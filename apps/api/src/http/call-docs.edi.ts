import type { CallName } from '@bs/contract';
import type { CallDoc } from './call-tags';

// Developer documentation of the OpenAPI document, English only (src/catalogues.test.ts skips
// these files): the EDI 834 calls (issue 21, ADR 0022).

export const EDI_CALL_DOCS = {
  'list-carriers': [
    'EDI 834',
    'Every carrier of the catalogue, how many plans name it and whether its trading partner is set up (platform administrators).',
  ],
  'get-trading-partner': [
    'EDI 834',
    "A carrier's trading-partner settings (null before the first save), its group numbers, every group to choose from and the last control number used (platform administrators).",
  ],
  'save-trading-partner': [
    'EDI 834',
    "Saves a carrier's trading-partner settings and replaces its group numbers: interchange ids and qualifiers (ISA05-08), GS codes, file mode, test or production (ISA15), the nightly time in UTC (empty: off), the drop folder under the drop root, the carrier's armored OpenPGP public key (drop files are encrypted to it; empty: sealed with the data key) and how many days drop files are kept (default 30) (platform administrators).",
  ],
  'build-edi-file': [
    'EDI 834',
    'Builds one 834 (005010X220A1) for a carrier and a group (or every numbered group, `group_id` null): a full file of everyone active (030) or the changes since the last file to the partner (021, 001, 024). The next control number is taken with the file in one transaction; the file is kept sealed (platform administrators).',
  ],
  'list-edi-files': [
    'EDI 834',
    "A carrier's files newest first: date, mode, counts, control number, who built it and every download (platform administrators).",
  ],
  'list-group-edi-files': [
    'EDI 834',
    'The files built for one group, newest first, with their downloads (the platform administrator and the rep serving the group; never a group administrator).',
  ],
  'create-edi-download-link': [
    'EDI 834',
    "A one-time link to one file, valid for 5 minutes; it opens only in the session that asked for it, saves the file (attachment, no-store) and records who fetched it (the platform administrator and the rep serving the file's group).",
  ],
  'terminate-coverage': [
    'EDI 834',
    "Ends a member's coverage in one plan on a date within the window of ADR 0027, with a reason; records who and why in the member's change history, and the next changes-only 834 of the plan's carrier carries it as a termination (the rep whose book holds the member, the platform administrator).",
  ],
} satisfies Partial<Record<CallName, CallDoc>>;
