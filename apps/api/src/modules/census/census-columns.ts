import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';

/**
 * The census file's columns (ADR 0020): the template writes the English or Spanish header, and
 * an upload's headers are matched case-, space-, accent- and punctuation-insensitively against
 * both languages and a few common spellings ("Email", "E-mail address", "Zip", "Código postal").
 */
export type CensusField =
  | 'employee_id'
  | 'first_name'
  | 'last_name'
  | 'dob'
  | 'gender'
  | 'email'
  | 'phone'
  | 'zip'
  | 'hire_date'
  | 'employment_status'
  | 'lang'
  | 'tier';

/** `en` is the template's English header; its Spanish is in messages.es.ts (one catalogue for both). */
type Column = { field: CensusField; en: string; required: boolean; aliases: string[] };

export const CENSUS_COLUMNS: readonly Column[] = [
  {
    field: 'employee_id',
    en: 'Employee ID',
    required: true,
    aliases: ['employeeno', 'employeenumber', 'empid', 'numerodeempleado'],
  },
  { field: 'first_name', en: 'First Name', required: true, aliases: ['firstname', 'givenname', 'nombres'] },
  { field: 'last_name', en: 'Last Name', required: true, aliases: ['surname', 'familyname', 'apellidos'] },
  { field: 'dob', en: 'Date of Birth', required: true, aliases: ['dob', 'birthdate', 'fechanacimiento'] },
  { field: 'gender', en: 'Gender', required: true, aliases: ['sex', 'sexo'] },
  { field: 'email', en: 'E-mail', required: true, aliases: ['emailaddress', 'correo', 'email'] },
  { field: 'phone', en: 'Phone', required: false, aliases: ['phonenumber', 'numerodetelefono'] },
  { field: 'zip', en: 'Zip Code', required: true, aliases: ['zip', 'postalcode', 'zipcode'] },
  { field: 'hire_date', en: 'Hire Date', required: false, aliases: ['dateofhire', 'fechadeingreso'] },
  {
    field: 'employment_status',
    en: 'Employment Status',
    required: false,
    aliases: ['status', 'estado', 'estadolaboral'],
  },
  { field: 'lang', en: 'Preferred Language', required: false, aliases: ['language', 'idioma'] },
  { field: 'tier', en: 'Tier', required: false, aliases: ['coveragetier', 'niveldecobertura'] },
];

/** "Fecha de Nacimiento " -> "fechadenacimiento": no case, accents, spaces or punctuation. */
export const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** A column's header in the reader's language (the template's, and how issues name columns). */
export function headerOf(column: Column, lang: Language): string {
  const english = column.en;
  return t(lang, english);
}

export const columnName = (field: CensusField, lang: Language) =>
  headerOf(
    CENSUS_COLUMNS.find((c) => c.field === field)!,
    lang,
  );

// Built on first use: the Spanish headers come from the catalogue, installed when the app starts.
let byKey: Map<string, CensusField> | undefined;

/** The field a header names (English, Spanish or a common spelling), if any. */
export function fieldOfHeader(header: string): CensusField | undefined {
  byKey ??= new Map(
    CENSUS_COLUMNS.flatMap((c) =>
      [c.en, headerOf(c, 'es'), ...c.aliases].map((h) => [headerKey(h), c.field] as const),
    ),
  );
  return byKey.get(headerKey(header));
}
