import type { Catalogue } from '../i18n/translate';

/** Spanish of the messages written in libs/contract's zod schemas (the server validates with them). */
export default {
  // primitives.ts
  'Enrollment id is not valid': 'El identificador de la inscripción no es válido',
  'This link is not valid.': 'Este enlace no es válido.',
  'Zip code must be 5 digits': 'El código postal debe tener 5 dígitos',
  'Date of birth must be MM/DD/YYYY': 'La fecha de nacimiento debe tener el formato MM/DD/AAAA',
  'Please choose a tier': 'Seleccione un nivel de cobertura',
  'Please choose a gender': 'Seleccione su sexo',
  'Please choose a step to save.': 'Elija el paso que desea guardar.',
  // calls/compare.ts
  'Choose at least 2 plans to compare.': 'Elija al menos 2 planes para comparar.',
  'You can compare up to 4 plans at a time.': 'Puede comparar hasta 4 planes a la vez.',
  // calls/history.ts
  'Please choose a step from the list.': 'Elija un paso de la lista.',
  'Please choose a person from the list.': 'Elija una persona de la lista.',
  'Please enter an enrollment id or a member id.': 'Ingrese un identificador de inscripción o de miembro.',
  'A member id is a number.': 'El identificador de miembro es un número.',
  // calls/edi.ts
  'Please choose a qualifier from the list.': 'Elija un calificador de la lista.',
  'Use 1 to 15 letters, digits, spaces, dots or hyphens.':
    'Use de 1 a 15 letras, dígitos, espacios, puntos o guiones.',
  'Use 2 to 15 letters, digits, spaces, dots or hyphens.':
    'Use de 2 a 15 letras, dígitos, espacios, puntos o guiones.',
  'Please choose a file mode.': 'Elija un tipo de archivo.',
  // calls/payroll.ts
  'Please choose a file format.': 'Elija un formato de archivo.',
  'Enter a code of 1 to 12 letters, digits or dashes.':
    'Ingrese un código de 1 a 12 letras, dígitos o guiones.',
  'Choose before tax or after tax.': 'Elija antes o después de impuestos.',
  'Please choose test or production.': 'Elija prueba o producción.',
  'Use 1 to 30 letters, digits or hyphens.': 'Use de 1 a 30 letras, dígitos o guiones.',
  'Use a time like 02:30 (UTC), or leave it empty.': 'Use una hora como 02:30 (UTC) o déjela vacía.',
  'Use at most 120 characters.': 'Use como máximo 120 caracteres.',
  'Use a folder name like carriers/brightsmile.': 'Use un nombre de carpeta como carriers/brightsmile.',
  'Please enter a date.': 'Ingrese una fecha.',
  'Keep files between 1 and 365 days.': 'Conserve los archivos entre 1 y 365 días.',
  'This key is too long for a public key.': 'Esta clave es demasiado larga para una clave pública.',
  'Paste the whole public key, from -----BEGIN PGP PUBLIC KEY BLOCK----- to its END line, or leave it empty.':
    'Pegue la clave pública completa, desde -----BEGIN PGP PUBLIC KEY BLOCK----- hasta su línea END, o déjela vacía.',
  'Please give the reason for ending this coverage.': 'Indique el motivo para terminar esta cobertura.',
  'Use at most 500 characters.': 'Use como máximo 500 caracteres.',
  // calls/census.ts
  'This file is larger than 5 MB': 'Este archivo pesa más de 5 MB',
  'Please upload the file again': 'Vuelva a subir el archivo',
  'Please choose CSV or Excel': 'Elija CSV o Excel',
  // calls/reports.ts
  'Please choose a report from the list.': 'Elija un informe de la lista.',
  'Please choose a range of at most three years.': 'Elija un período de tres años como máximo.',
  'Please choose CSV or Excel.': 'Elija CSV o Excel.',
  // calls/cart.ts
  'Please choose an effective date': 'Elija una fecha de vigencia',
  'Please enter an e-mail': 'Ingrese un correo electrónico',
  'Please enter a valid e-mail': 'Ingrese un correo electrónico válido',
  'Please enter a name': 'Ingrese un nombre',
  'Please keep the message under 2000 characters': 'El mensaje debe tener menos de 2000 caracteres',
  'The screenshot is too large': 'La captura de pantalla es demasiado grande',
  'The screenshot must be a PNG image': 'La captura de pantalla debe ser una imagen PNG',
  // calls/continue.ts
  'Please enter your code': 'Ingrese su código',
  'Please enter your e-mail': 'Ingrese su correo electrónico',
  // calls/review.ts, agreement.ts, billing.ts (wizard II)
  'first_enroll must be 1.': 'first_enroll debe ser 1.',
  'Please choose who signs.': 'Elija quién firma.',
  'The signature image is too large.': 'La imagen de la firma es demasiado grande.',
  'The signature must be a PNG image.': 'La firma debe ser una imagen PNG.',
  'Please enter a valid card number.': 'Ingrese un número de tarjeta válido.',
  'Please enter the security code shown on the card.':
    'Ingrese el código de seguridad que aparece en la tarjeta.',
  'This card has expired.': 'Esta tarjeta está vencida.',
  'Please enter a valid 9-digit routing number.': 'Ingrese un número de ruta válido de 9 dígitos.',
  'This routing number is not valid.': 'Este número de ruta no es válido.',
  'We could not find a bank with this routing number.':
    'No encontramos ningún banco con este número de ruta.',
  'Please choose an expiration month.': 'Elija el mes de vencimiento.',
  'Please choose an expiration year.': 'Elija el año de vencimiento.',
  'Please choose a state.': 'Elija un estado.',
  'Account number must be 4 to 17 digits.': 'El número de cuenta debe tener de 4 a 17 dígitos.',
  'Please choose an account type.': 'Elija un tipo de cuenta.',
  'Please choose an account holder type.': 'Elija un tipo de titular de la cuenta.',
  'Please choose a payment type.': 'Elija un tipo de pago.',
  // calls/members.ts
  'Search is too long': 'La búsqueda es demasiado larga',
  'Page must be a whole number': 'La página debe ser un número entero',
  'Page must be 1 or more': 'La página debe ser 1 o mayor',
  'This link is not valid': 'Este enlace no es válido',
  // calls/admin.ts (platform admin console)
  'Please enter a slug': 'Ingrese un identificador (slug)',
  'Use 2-63 lower-case letters, digits and hyphens': 'Use de 2 a 63 letras minúsculas, dígitos y guiones',
  'Enter a colour like #1f5fae': 'Ingrese un color como #1f5fae',
  'This text is too long': 'Este texto es demasiado largo',
  'Please upload an image (SVG, PNG, JPEG or WebP)': 'Suba una imagen (SVG, PNG, JPEG o WebP)',
  'Please choose a kind': 'Elija un tipo',
  'Please enter a phone number': 'Ingrese un número de teléfono',
  'Please enter a tagline': 'Ingrese un lema',
  'Please enter the about page title': 'Ingrese el título de la página Acerca de',
  'Please enter the about text': 'Ingrese el texto de Acerca de',
  'Please choose at least one category': 'Elija al menos una categoría',
  'Please choose a status': 'Elija un estado',
  'Please choose logo or image': 'Elija logotipo o imagen',
  'Please upload an SVG, PNG, JPEG or WebP image': 'Suba una imagen SVG, PNG, JPEG o WebP',
  'Please choose a file': 'Elija un archivo',
  'This image is larger than 512 KB': 'Esta imagen ocupa más de 512 KB',
  'This file could not be read': 'No se pudo leer este archivo',
  // Remote releases (issue 22).
  'Please choose a remote': 'Elija un módulo remoto',
  'Please choose a version': 'Elija una versión',
  'Please enter a date and time': 'Ingrese una fecha y hora',
  'Enter 0 to 100': 'Ingrese un número de 0 a 100',
  'Please choose where': 'Elija dónde',
  'Please choose a store': 'Elija una tienda',
  'Please give the SHA-256 of the build': 'Indique el SHA-256 de la compilación',
  // Group enrollment (issue 20).
  'Please choose a status from the list.': 'Elija un estado de la lista.',
  'Please choose a reason.': 'Elija un motivo.',
  'This invitation link is not valid.': 'Este enlace de invitación no es válido.',
  'Please keep it under 500 characters.': 'Escriba menos de 500 caracteres.',
  'Please tell us why.': 'Díganos por qué.',
  'Please choose at least one employee.': 'Elija al menos un empleado.',
  'Please choose at most 1,000 employees at a time.': 'Elija como máximo 1000 empleados a la vez.',
} satisfies Catalogue;
