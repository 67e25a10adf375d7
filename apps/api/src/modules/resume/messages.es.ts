import type { Catalogue } from '../../i18n/translate';

/** Spanish of continuing a saved enrollment and of the save-later code mail. */
export default {
  'This code is not valid. Please check the code in your e-mail.':
    'Este código no es válido. Revise el código que recibió por correo electrónico.',
  'This code has expired. Please start a new enrollment or save again for a new code.':
    'Este código venció. Comience una nueva inscripción o vuelva a guardarla para recibir un código nuevo.',
  // save-later-mail.ts
  'Your code to continue your enrollment with {brand}': 'Su código para continuar su inscripción con {brand}',
  'Continue your enrollment': 'Continúe su inscripción',
  'Your enrollment with {brand} is saved. To continue where you left off, open {link} and enter this code with your e-mail address:':
    'Guardamos su inscripción con {brand}. Para continuar donde la dejó, abra {link} e ingrese este código junto con su dirección de correo electrónico:',
  'The code works until {date}.': 'El código es válido hasta el {date}.',
  'Continue my enrollment': 'Continuar mi inscripción',
  'This link has expired. Please save your enrollment again to get a new link.':
    'Este enlace venció. Guarde su inscripción de nuevo para recibir un enlace nuevo.',
  'This enrollment is for a current member. Please sign in, then continue it from your home page.':
    'Esta inscripción es de un miembro actual. Inicie sesión y continúela desde su página de inicio.',
  'Or continue straight from this link: {link}': 'O continúe directamente con este enlace: {link}',
  'If you did not ask for this code, you can ignore this e-mail.':
    'Si usted no solicitó este código, puede ignorar este correo electrónico.',
} satisfies Catalogue;
