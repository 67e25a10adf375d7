import type { Catalogue } from '../i18n/translate';

/**
 * Spanish of zod's own English messages, for schema rules without a message of their own, and
 * of the type names validation.ts puts into 'Must be a {expected}, not a {received}.'.
 */
export default {
  'Invalid input': 'El valor no es válido',
  'Invalid input: expected {value}': 'El valor no es válido: se esperaba {value}',
  // A trimmed value that is only spaces.
  'Too small: expected string to have >=1 characters': 'Este campo no puede estar vacío.',
  'Too small: expected string to have >={min} characters': 'Debe tener al menos {min} caracteres.',
  'Too small: expected number to be >{min}': 'Debe ser mayor que {min}.',
  'Too small: expected number to be >={min}': 'Debe ser {min} o más.',
  'Too big: expected number to be <={max}': 'Debe ser {max} o menos.',
  'Too big: expected int to be <={max}': 'Debe ser {max} o menos.',
  'Too small: expected int to be >={min}': 'Debe ser {min} o más.',
  // A decimal where a whole number is needed.
  'Must be a int, not a number.': 'Debe ser un número entero.',
  'Too big: expected array to have <={max} items': 'Puede tener como máximo {max} elementos.',
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'un valor verdadero o falso',
  object: 'un objeto',
  record: 'un objeto',
  array: 'una lista',
} satisfies Catalogue;
