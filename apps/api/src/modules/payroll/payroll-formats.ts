import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import { csvFile } from '../../kernel/export/csv-file';
import { xlsxFile } from '../../kernel/export/xlsx-file';
import type { PayrollLine } from './payroll-lines';

/** The CSV and Excel columns, in order (docs/payroll-deduction-file.md), headed in the reader's language. */
export const PAYROLL_COLUMNS = [
  'Employee ID',
  'Last name',
  'First name',
  'Deduction code',
  'Tax',
  'Employee amount',
  'Employer amount',
  'Start date',
  'Stop date',
  'Change',
] as const;
const header = (lang: Language) => PAYROLL_COLUMNS.map((h) => t(lang, h));

const CHANGE_WORD = { new: 'NEW', changed: 'CHANGED', stopped: 'STOPPED', '': '' } as const;
const dollars = (cents: number) => (cents / 100).toFixed(2);

const cells = (l: PayrollLine, money: (c: number) => string | number) => [
  l.employeeId,
  l.lastName,
  l.firstName,
  l.code,
  l.tax,
  money(l.employeeCents),
  money(l.employerCents),
  l.start,
  l.stop ?? '',
  CHANGE_WORD[l.change],
];

/** CSV through the shared writer (formula-safe cells, BOM): amounts as 9.23. */
export const payrollCsv = (lines: readonly PayrollLine[], lang: Language) =>
  csvFile(
    header(lang),
    lines.map((l) => cells(l, dollars)),
  );

/**
 * Excel through the shared (streaming) writer: amounts as numbers shown with two decimals, so
 * they sum. The rows are made one at a time as the writer takes them.
 */
export const payrollXlsx = (lines: readonly PayrollLine[], lang: Language) =>
  xlsxFile(
    t(lang, 'Payroll deductions'),
    header(lang),
    (function* () {
      for (const l of lines) yield cells(l, (c) => c / 100);
    })(),
    { money: [5, 6] },
  );

/** Field widths of a fixed-width detail record (1-based positions in the doc). */
export const FIXED_WIDTH = {
  recordType: 1,
  employeeId: 20,
  lastName: 25,
  firstName: 20,
  code: 12,
  tax: 4,
  employeeCents: 11,
  employerCents: 11,
  start: 8,
  stop: 8,
  change: 1,
} as const;
export const FIXED_RECORD_LENGTH = Object.values(FIXED_WIDTH).reduce((a, b) => a + b, 0);

/**
 * Payroll systems read fixed-width files byte by byte: names are folded to ASCII capitals (Peña
 * -> PENA), anything else outside printable ASCII becomes a space, and a field is cut to its width.
 */
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^\x20-\x7e]/g, ' ');
const text = (s: string, w: number) => ascii(s).slice(0, w).padEnd(w, ' ');
const num = (n: number, w: number) => {
  const s = String(Math.max(0, n));
  if (s.length > w) throw new RangeError(`amount ${n} does not fit ${w} digits`);
  return s.padStart(w, '0');
};
const ymd = (d: string | null) => (d ? d.replaceAll('-', '') : '').padEnd(8, ' ');

/**
 * The fixed-width layout (docs/payroll-deduction-file.md): a header record H, one D record per
 * line, a trailer T with the count and the totals; every record FIXED_RECORD_LENGTH bytes, CRLF.
 */
export function payrollFixedWidth(
  lines: readonly PayrollLine[],
  head: { groupCode: string; payDate: string; fileId: number; mode: 'full' | 'changes' },
): string {
  const W = FIXED_WIDTH;
  const pad = (s: string) => s.padEnd(FIXED_RECORD_LENGTH, ' ');
  const header = pad(
    `H${text(head.groupCode, 20)}${ymd(head.payDate)}${num(head.fileId, 10)}${head.mode === 'full' ? 'F' : 'C'}`,
  );
  const details = lines.map(
    (l) =>
      `D${text(l.employeeId, W.employeeId)}${text(l.lastName, W.lastName)}${text(l.firstName, W.firstName)}` +
      `${text(l.code, W.code)}${text(l.tax, W.tax)}${num(l.employeeCents, W.employeeCents)}` +
      `${num(l.employerCents, W.employerCents)}${ymd(l.start)}${ymd(l.stop)}${CHANGE_WORD[l.change].slice(0, 1) || ' '}`,
  );
  const sum = (f: (l: PayrollLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const trailer = pad(
    `T${num(lines.length, 10)}${num(
      sum((l) => l.employeeCents),
      13,
    )}${num(
      sum((l) => l.employerCents),
      13,
    )}`,
  );
  return [header, ...details, trailer].map((r) => `${r}\r\n`).join('');
}
