import { isTierCode, type Language } from '@bs/domain';
import zipcodes from 'zipcodes';
import { t } from '../../i18n/messages';
import {
  CENSUS_COLUMNS,
  columnName,
  fieldOfHeader,
  headerKey,
  headerOf,
  type CensusField,
} from './census-columns';
import type { CensusSheet } from './census-file';

/**
 * The census file's rows checked one by one (ADR 0020): each valid row becomes an employee, each
 * bad cell an issue naming the row (as a spreadsheet numbers it: the header is row 1), the column
 * (in the reader's language) and the reason (in the reader's language). Nothing here reads the
 * database; matching against saved employees and members is census-plan.ts.
 */
export type CensusEmployee = {
  row: number;
  employee_id: string;
  first_name: string;
  last_name: string;
  dob: string;
  gender: number;
  email: string;
  phone: string;
  zip: string;
  hire_date: string | null;
  employment_status: string;
  lang: string;
  tier: string | null;
};
export type RowIssue = { kind: 'error' | 'conflict'; row: number; column: string; reason: string };

const GENDERS: Record<string, number> = {
  m: 0,
  male: 0,
  masculino: 0,
  hombre: 0,
  h: 0,
  '0': 0,
  f: 1,
  female: 1,
  femenino: 1,
  mujer: 1,
  '1': 1,
  o: 2,
  other: 2,
  otro: 2,
  x: 2,
  '2': 2,
};
const STATUSES: Record<string, string> = {
  active: 'active',
  activo: 'active',
  activa: 'active',
  a: 'active',
  leave: 'leave',
  onleave: 'leave',
  licencia: 'leave',
  permiso: 'leave',
  l: 'leave',
  terminated: 'terminated',
  inactive: 'terminated',
  terminado: 'terminated',
  baja: 'terminated',
  t: 'terminated',
};
const LANGS: Record<string, string> = {
  en: 'en',
  english: 'en',
  ingles: 'en',
  es: 'es',
  spanish: 'es',
  espanol: 'es',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const MAX_TEXT = 100;

/** MM/DD/YYYY (or M/D/YYYY) as people type it, or YYYY-MM-DD as a workbook's date cell reads. */
export function isoDateOf(text: string): string | undefined {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, m, d] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y) return undefined;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return undefined;
  return date.toISOString().slice(0, 10);
}

export type CheckedRows = { employees: CensusEmployee[]; issues: RowIssue[]; errorRows: number };

/**
 * `states`: the group's states (groups.states); empty means any US state (a group that has not
 * said where its employees live).
 */
export function checkRows(sheet: CensusSheet, states: readonly string[], lang: Language): CheckedRows {
  const issues: RowIssue[] = [];
  const colOf = new Map<CensusField, number>();
  sheet.header.forEach((h, i) => {
    const f = fieldOfHeader(h);
    if (f && !colOf.has(f)) colOf.set(f, i);
  });
  const missing = CENSUS_COLUMNS.filter((c) => c.required && !colOf.has(c.field));
  if (missing.length > 0) {
    // Without a required column no row can be saved: one issue per missing column, on the header.
    for (const c of missing)
      issues.push({
        kind: 'error',
        row: 1,
        column: headerOf(c, lang),
        reason: t(lang, 'This required column is missing.'),
      });
    return { employees: [], issues, errorRows: sheet.rows.length };
  }
  const today = new Date().toISOString().slice(0, 10);
  const firstRowOf = { employee_id: new Map<string, number>(), email: new Map<string, number>() };
  const employees: CensusEmployee[] = [];
  let errorRows = 0;
  sheet.rows.forEach((cells, i) => {
    const row = i + 2;
    const before = issues.length;
    const cell = (f: CensusField) => {
      const at = colOf.get(f);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    const bad = (f: CensusField, reason: string, params?: Record<string, string | number>) =>
      issues.push({ kind: 'error', row, column: columnName(f, lang), reason: t(lang, reason, params) });
    const text = (f: CensusField, required: boolean) => {
      const v = cell(f);
      if (required && v === '') bad(f, 'This field is required.');
      else if (v.length > MAX_TEXT) bad(f, 'This is longer than {max} characters.', { max: MAX_TEXT });
      return v;
    };
    const date = (f: CensusField, required: boolean, past: boolean) => {
      const v = cell(f);
      if (v === '') {
        if (required) bad(f, 'This field is required.');
        return null;
      }
      const iso = isoDateOf(v);
      if (!iso) bad(f, 'This is not a real date (MM/DD/YYYY): {value}.', { value: v.slice(0, 40) });
      else if (past && iso > today) bad(f, 'The date cannot be in the future.');
      return iso ?? null;
    };
    const code = <T>(f: CensusField, table: Record<string, T>, fallback: T, reason: string): T => {
      const v = cell(f);
      if (v === '') {
        if (CENSUS_COLUMNS.find((c) => c.field === f)!.required) bad(f, 'This field is required.');
        return fallback;
      }
      const found = table[headerKey(v)];
      if (found === undefined) bad(f, reason, { value: v.slice(0, 40) });
      return found ?? fallback;
    };

    const employee_id = text('employee_id', true);
    const first_name = text('first_name', true);
    const last_name = text('last_name', true);
    const dob = date('dob', true, true);
    const gender = code('gender', GENDERS, 0, 'Unknown gender code "{value}": use M, F or O.');
    const email = text('email', true).toLowerCase();
    if (email && !EMAIL.test(email)) bad('email', 'Please enter a valid e-mail');
    const phone = cell('phone').replace(/\D/g, '');
    if (phone && phone.length !== 10) bad('phone', 'Please enter a 10-digit phone number.');
    const zip = cell('zip').replace(/^(\d{5})-?\d{4}$/, '$1');
    if (!zip) bad('zip', 'This field is required.');
    else {
      const info = /^\d{5}$/.test(zip) ? zipcodes.lookup(zip) : undefined;
      if (!info || info.country !== 'US') bad('zip', 'Please enter a valid US zip code.');
      else if (states.length > 0 && !states.includes(info.state))
        bad('zip', "Zip code {zip} is in {state}, not one of the group's states ({states}).", {
          zip,
          state: info.state,
          states: states.join(', '),
        });
    }
    const hire_date = date('hire_date', false, false);
    const employment_status = code(
      'employment_status',
      STATUSES,
      'active',
      'Unknown employment status "{value}": use active, leave or terminated.',
    );
    const langCode = code('lang', LANGS, 'en', 'Unknown language "{value}": use en or es.');
    const tierText = cell('tier').toUpperCase();
    if (tierText && !isTierCode(tierText))
      bad('tier', 'Unknown tier "{value}": use IO, IS, IC or IF.', { value: tierText.slice(0, 40) });

    // Duplicates within the file: the first row keeps its place, later ones are errors.
    for (const [f, v] of [
      ['employee_id', employee_id],
      ['email', email],
    ] as const) {
      if (!v) continue;
      const first = firstRowOf[f].get(f === 'email' ? v : v.toLowerCase());
      if (first !== undefined)
        bad(
          f,
          f === 'email'
            ? 'The e-mail {value} is also on row {row}.'
            : 'Employee ID {value} is also on row {row}.',
          {
            value: v,
            row: first,
          },
        );
      else firstRowOf[f].set(f === 'email' ? v : v.toLowerCase(), row);
    }

    if (issues.length > before) {
      errorRows++;
      return;
    }
    employees.push({
      row,
      employee_id,
      first_name,
      last_name,
      dob: dob!,
      gender,
      email,
      phone,
      zip,
      hire_date,
      employment_status,
      lang: langCode,
      tier: tierText || null,
    });
  });
  return { employees, issues, errorRows };
}
