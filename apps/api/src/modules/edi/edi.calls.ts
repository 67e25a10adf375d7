import { defineCalls } from '../../kernel/calls/call-entry';
import { buildEdiFile } from './build-edi-file.handler';
import { createEdiDownloadLink } from './create-edi-download-link.handler';
import { getTradingPartner } from './get-trading-partner.handler';
import { listCarriers } from './list-carriers.handler';
import { listEdiFiles } from './list-edi-files.handler';
import { listGroupEdiFiles } from './list-group-edi-files.handler';
import { saveTradingPartner } from './save-trading-partner.handler';
import { terminateCoverage } from './terminate-coverage.handler';

/** The calls of the edi module: each one's handler, documentation, rules and limits (ADR 0030). */
export const ediCalls = defineCalls({
  'list-carriers': {
    handler: listCarriers,
    docs: [
      'EDI 834',
      'Every carrier of the catalogue, how many plans name it and whether its trading partner is set up (platform administrators).',
    ],
    access: ['manage-edi'],
  },
  'get-trading-partner': {
    handler: getTradingPartner,
    docs: [
      'EDI 834',
      "A carrier's trading-partner settings (null before the first save), its group numbers, every group to choose from and the last control number used (platform administrators).",
    ],
    access: ['manage-edi'],
  },
  'save-trading-partner': {
    handler: saveTradingPartner,
    docs: [
      'EDI 834',
      "Saves a carrier's trading-partner settings and replaces its group numbers: interchange ids and qualifiers (ISA05-08), GS codes, file mode, test or production (ISA15), the nightly time in UTC (empty: off), the drop folder under the drop root, the carrier's armored OpenPGP public key (drop files are encrypted to it; empty: sealed with the data key) and how many days drop files are kept (default 30) (platform administrators).",
    ],
    rules:
      'An unknown carrier is 404 "This carrier was not found."; each group may appear once ("Each group ' +
      'can have one number only.", 422 on `groups.<n>.group_id`) and must exist ("This group was not found."). ' +
      'A `public_key` must read as an OpenPGP key ("This is not an OpenPGP public key that can be read."), be ' +
      'public ("This is a private key: paste only the carrier\'s public key.") and able to encrypt now ("This key ' +
      'cannot encrypt (expired, revoked or without an encryption key)."), each 422 on `public_key`.',
    access: ['manage-edi'],
  },
  'build-edi-file': {
    handler: buildEdiFile,
    docs: [
      'EDI 834',
      'Builds one 834 (005010X220A1) for a carrier and a group (or every numbered group, `group_id` null): a full file of everyone active (030) or the changes since the last file to the partner (021, 001, 024). The next control number is taken with the file in one transaction; the file is kept sealed (platform administrators).',
    ],
    rules:
      'The carrier needs saved partner settings ("This carrier has no trading partner settings yet.", 422 ' +
      'on `carrier_id`) and the group a number with it ("This group has no group number with this ' +
      'carrier.", 422 on `group_id`; with `group_id` null, at least one group must have one).',
    access: ['manage-edi'],
  },
  'list-edi-files': {
    handler: listEdiFiles,
    docs: [
      'EDI 834',
      "A carrier's files newest first: date, mode, counts, control number, who built it and every download (platform administrators).",
    ],
    access: ['manage-edi'],
  },
  'list-group-edi-files': {
    handler: listGroupEdiFiles,
    docs: [
      'EDI 834',
      'The files built for one group, newest first, with their downloads (the platform administrator and the rep serving the group; never a group administrator).',
    ],
    access: ['download-edi'],
  },
  'create-edi-download-link': {
    handler: createEdiDownloadLink,
    docs: [
      'EDI 834',
      "A one-time link to one file, valid for 5 minutes; it opens only in the session that asked for it, saves the file (attachment, no-store) and records who fetched it (the platform administrator and the rep serving the file's group).",
    ],
    access: ['download-edi'],
  },
  'terminate-coverage': {
    handler: terminateCoverage,
    docs: [
      'EDI 834',
      "Ends a member's coverage in one plan on a date within the window of ADR 0027, with a reason; records who and why in the member's change history, and the next changes-only 834 of the plan's carrier carries it as a termination (the rep whose book holds the member, the platform administrator).",
    ],
    rules:
      'Only an ACTIVE coverage can end ("This member has no active coverage in this plan.", 404 on `plan_id`). ' +
      'The date, 422 on `terminated_on`: not before the coverage started ("The coverage cannot end before it ' +
      'started."), at most 60 days back ("The end date can be at most 60 days in the past."), at most 365 days ' +
      'ahead ("The end date can be at most 365 days ahead."); with `override_window` (the platform administrator ' +
      'only, else 403 "Only the platform administrator can end a coverage outside the usual dates." on ' +
      '`override_window`) up to 365 days back ("Even with an override, the end date can be at most 365 days in ' +
      'the past.").',
    access: ['terminate-coverage'],
  },
});
