import type { Catalogue } from '../../i18n/translate';

/** Spanish of the census upload (issue 20): refusals, and the preview's row issues. */
export default {
  'This file is not a CSV or Excel (.xlsx) file.': 'Este archivo no es un archivo CSV ni de Excel (.xlsx).',
  'This file is empty.': 'Este archivo está vacío.',
  'This file has a header row but no employees.':
    'Este archivo tiene la fila de encabezados pero ningún empleado.',
  'This file is larger than 5 MB.': 'Este archivo pesa más de 5 MB.',
  'This file has more than 20,000 employees.': 'Este archivo tiene más de 20.000 empleados.',
  'This file could not be read.': 'No pudimos leer este archivo.',
  'This workbook expands to far more data than a census of 20,000 employees. Please save it again as CSV or as a plain Excel workbook.':
    'Este libro se expande a muchos más datos que un censo de 20.000 empleados. Vuelva a guardarlo como CSV o como un libro de Excel sencillo.',
  'This file has more than 50 columns.': 'Este archivo tiene más de 50 columnas.',
  'A cell in this file is longer than 1,000 characters.':
    'Una celda de este archivo tiene más de 1.000 caracteres.',
  'This preview has expired or was already imported. Please upload the file again.':
    'Esta vista previa caducó o ya se importó. Vuelva a subir el archivo.',
  'The census changed since this preview. Please upload the file again.':
    'El censo cambió después de esta vista previa. Vuelva a subir el archivo.',
  'This required column is missing.': 'Falta esta columna obligatoria.',
  'This is longer than {max} characters.': 'Tiene más de {max} caracteres.',
  'This is not a real date (MM/DD/YYYY): {value}.': 'No es una fecha real (MM/DD/AAAA): {value}.',
  'Unknown gender code "{value}": use M, F or O.': 'Código de género desconocido "{value}": use M, F u O.',
  'Please enter a 10-digit phone number.': 'Ingrese un número de teléfono de 10 dígitos.',
  "Zip code {zip} is in {state}, not one of the group's states ({states}).":
    'El código postal {zip} está en {state}, que no es uno de los estados del grupo ({states}).',
  'Unknown employment status "{value}": use active, leave or terminated.':
    'Situación laboral desconocida "{value}": use activo, licencia o terminado.',
  'Unknown language "{value}": use en or es.': 'Idioma desconocido "{value}": use en o es.',
  'Unknown tier "{value}": use IO, IS, IC or IF.': 'Nivel desconocido "{value}": use IO, IS, IC o IF.',
  'The e-mail {value} is also on row {row}.': 'El correo electrónico {value} también está en la fila {row}.',
  'Employee ID {value} is also on row {row}.': 'El ID de empleado {value} también está en la fila {row}.',
  'The e-mail {email} belongs to employee {id}, who is also in this file.':
    'El correo electrónico {email} pertenece al empleado {id}, que también está en este archivo.',
  'Row {row} already matches the same saved employee ({id}).':
    'La fila {row} ya corresponde al mismo empleado guardado ({id}).',
  'The e-mail {email} belongs to member {name}, whose name or date of birth differ.':
    'El correo electrónico {email} pertenece al miembro {name}, cuyo nombre o fecha de nacimiento son distintos.',
  'Member {name} is already employee {id} of this group.':
    'El miembro {name} ya es el empleado {id} de este grupo.',
  'Row {row} already matches the same member ({name}).':
    'La fila {row} ya corresponde al mismo miembro ({name}).',
  // The census columns' headers (census-columns.ts): the Spanish template's, also read on upload.
  'Employee ID': 'ID de empleado',
  'First Name': 'Nombre',
  'Last Name': 'Apellido',
  'Date of Birth': 'Fecha de nacimiento',
  Gender: 'Género',
  'E-mail': 'Correo electrónico',
  Phone: 'Teléfono',
  'Zip Code': 'Código postal',
  'Hire Date': 'Fecha de contratación',
  'Employment Status': 'Situación laboral',
  'Preferred Language': 'Idioma preferido',
  Tier: 'Nivel',
  'census-template': 'plantilla-censo',
  Census: 'Censo',
} satisfies Catalogue;
