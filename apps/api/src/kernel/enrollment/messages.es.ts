import type { Catalogue } from '../../i18n/translate';

/**
 * Spanish for the wizard's shared rules and for the contract's field rules the server answers
 * (collected in src/catalogues.ts). `Must be at most {max} characters.` is keyed by its template.
 */
export default {
  'This field is required.': 'Este campo es obligatorio.',
  'Must be 0 or 1.': 'Debe ser 0 o 1.',
  'Please use letters, spaces, hyphens and apostrophes only.':
    'Use solo letras, espacios, guiones y apóstrofos.',
  'Please enter the date as MM/DD/YYYY.': 'Ingrese la fecha con el formato MM/DD/AAAA.',
  'Please enter the date of birth as MM/DD/YYYY.':
    'Ingrese la fecha de nacimiento con el formato MM/DD/AAAA.',
  'Please enter a real date.': 'Ingrese una fecha que exista.',
  'The date cannot be in the future.': 'La fecha no puede ser futura.',
  'SSN must be 9 digits.': 'El número de Seguro Social debe tener 9 dígitos.',
  'Please enter the full 9-digit SSN.': 'Ingrese el número de Seguro Social completo de 9 dígitos.',
  'Please enter a valid SSN.': 'Ingrese un número de Seguro Social válido.',
  'Phone number must be 10 digits.': 'El número de teléfono debe tener 10 dígitos.',
  'Zip code must be 5 digits.': 'El código postal debe tener 5 dígitos.',
  'Weight must be a number of at most 3 digits.': 'El peso debe ser un número de 3 dígitos como máximo.',
  'Feet must be one digit from 1 to 8.': 'Los pies deben ser un dígito del 1 al 8.',
  'Inches must be from 0 to 11.': 'Las pulgadas deben estar entre 0 y 11.',
  'Percentage must be a whole number from 1 to 100.': 'El porcentaje debe ser un número entero del 1 al 100.',
  'Please choose a marital status.': 'Elija el estado civil.',
  'Please choose your prior coverage.': 'Indique su cobertura anterior.',
  'The term date cannot be before the effective date.':
    'La fecha de terminación no puede ser anterior a la fecha de vigencia.',
  'Please enter an enroller code.': 'Ingrese un código de inscriptor.',
  'This enroller code is not valid.': 'Este código de inscriptor no es válido.',
  'Please enter a valid e-mail': 'Ingrese un correo electrónico válido',
  'Please enter a state.': 'Ingrese un estado.',
  'Please choose an average work week.': 'Elija el promedio de horas de trabajo por semana.',
  'Please choose a compensation type.': 'Elija el tipo de remuneración.',
  'Please choose an employment status.': 'Elija la situación laboral.',
  'Please choose a vacation policy.': 'Elija la política de vacaciones.',
  'Please choose a bargaining unit.': 'Indique si pertenece a una unidad de negociación colectiva.',
  'Please enter the number of employees (count yourself as 1).':
    'Ingrese el número de empleados (cuéntese usted como 1).',
  'Please choose a relationship.': 'Elija el parentesco.',
  'This entry was not found.': 'No se encontró este registro.',
  'At most 20 beneficiaries can be listed.': 'Se pueden incluir como máximo 20 beneficiarios.',
  'Please answer this question.': 'Responda esta pregunta.',
  'Please choose yes or no.': 'Elija sí o no.',
  'One condition per question.': 'Indique una sola afección por pregunta.',
  'At most 3 medications.': 'Como máximo 3 medicamentos.',
  'The recovery date cannot be before the date of onset.':
    'La fecha de recuperación no puede ser anterior a la fecha de inicio.',
  'You can add at most 9 dependents.': 'Puede agregar como máximo 9 dependientes.',
  'This enrollment is not for an existing member.': 'Esta inscripción no es de un miembro existente.',
} satisfies Catalogue;
