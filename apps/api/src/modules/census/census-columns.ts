import type { Language } from '@bs/domain';

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

type Column = { field: CensusField; en: string; es: string; required: boolean; aliases: string[] };

export const CENSUS_COLUMNS: readonly Column[] = [
  { field: 'employee_id', en: 'Employee ID', es: 'ID de empleado', required: true, aliases: ['employeeno', 'employeenumber', 'empid', 'numerodeempleado'] },
  { field: 'first_name', en: 'First Name', es: 'Nombre', required: true, aliases: ['firstname', 'givenname', 'nombres'] },
  { field: 'last_name', en: 'Last Name', es: 'Apellido', required: true, aliases: ['surname', 'familyname', 'apellidos'] },
  { field: 'dob', en: 'Date of Birth', es: 'Fecha de nacimiento', required: true, aliases: ['dob', 'birthdate', 'fechanacimiento'] },
  { field: 'gender', en: 'Gender', es: 'Género', required: true, aliases: ['sex', 'sexo'] },
  { field: 'email', en: 'E-mail', es: 'Correo electrónico', required: true, aliases: ['emailaddress', 'correo', 'email'] },
  { field: 'phone', en: 'Phone', es: 'Teléfono', required: false, aliases: ['phonenumber', 'numerodetelefono'] },
  { field: 'zip', en: 'Zip Code', es: 'Código postal', required: true, aliases: ['zip', 'postalcode', 'zipcode'] },
  { field: 'hire_date', en: 'Hire Date', es: 'Fecha de contratación', required: false, aliases: ['dateofhire', 'fechadeingreso'] },
  { field: 'employment_status', en: 'Employment Status', es: 'Situación laboral', required: false, aliases: ['status', 'estado', 'estadolaboral'] },
  { field: 'lang', en: 'Preferred Language', es: 'Idioma preferido', required: false, aliases: ['language', 'idioma'] },
  { field: 'tier', en: 'Tier', es: 'Nivel', required: false, aliases: ['coveragetier', 'niveldecobertura'] },
];

/** "Fecha de Nacimiento " -> "fechadenacimiento": no case, accents, spaces or punctuation. */
export const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const BY_KEY = new Map<string, CensusField>(
  CENSUS_COLUMNS.flatMap((c) => [c.en, c.es, ...c.aliases].map((h) => [headerKey(h), c.field] as const)),
);

/** The field a header names, if any. */
export const fieldOfHeader = (header: string): CensusField | undefined => BY_KEY.get(headerKey(header));

/** A column's header in the reader's language (issues name columns as the template does). */
export const columnName = (field: CensusField, lang: Language) =>
  CENSUS_COLUMNS.find((c) => c.field === field)![lang];
