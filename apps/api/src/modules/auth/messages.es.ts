import type { Catalogue } from '../../i18n/translate';

/** Spanish for sign-in, sessions, access control and the sign-in mails. */
export default {
  'Please sign in to continue.': 'Inicie sesión para continuar.',
  'You do not have access to this agent, group or member.': 'No tiene acceso a este agente, grupo o miembro.',
  'The e-mail or password is not correct.': 'El correo electrónico o la contraseña no son correctos.',
  'If this e-mail belongs to an account, we sent it a code.':
    'Si este correo electrónico pertenece a una cuenta, le enviamos un código.',
  'This code is not valid or has expired.': 'Este código no es válido o ya venció.',
  'Your password was changed. Please sign in.': 'Se cambió su contraseña. Inicie sesión.',
  'If this e-mail belongs to a member, we sent it a sign-in link and code.':
    'Si este correo electrónico pertenece a un miembro, le enviamos un enlace y un código para iniciar sesión.',
  'This sign-in link is not valid, was already used or has expired. Please ask for a new one.':
    'Este enlace para iniciar sesión no es válido, ya se usó o venció. Solicite uno nuevo.',
  'Please enter your password': 'Ingrese su contraseña',
  'Please enter your code': 'Ingrese su código',
  'Please choose a password of at least 10 characters': 'Elija una contraseña de al menos 10 caracteres',
  'Please choose a shorter password': 'Elija una contraseña más corta',
  'This code is not valid.': 'Este código no es válido.',
  // Mails
  'Hello {name}, use this link to sign in to {brand}. It works once, for 15 minutes.':
    'Hola, {name}: use este enlace para iniciar sesión en {brand}. Funciona una sola vez, durante 15 minutos.',
  'Or enter this code on the sign-in page:': 'O ingrese este código en la página de inicio de sesión:',
  'If you did not ask to sign in, you can ignore this e-mail.':
    'Si no solicitó iniciar sesión, puede ignorar este correo electrónico.',
  'Your sign-in link for {brand}': 'Su enlace para iniciar sesión en {brand}',
  'Sign in': 'Iniciar sesión',
  'Hello {name}, enter this code on {link} to choose a new password. It works once, for 15 minutes.':
    'Hola, {name}: ingrese este código en {link} para elegir una nueva contraseña. Funciona una sola vez, durante 15 minutos.',
  'If you did not ask for a new password, you can ignore this e-mail; your password stays the same.':
    'Si no solicitó una nueva contraseña, puede ignorar este correo electrónico; su contraseña no cambia.',
  'Your password reset code for {brand}': 'Su código para restablecer la contraseña de {brand}',
  'Reset your password': 'Restablezca su contraseña',
} satisfies Catalogue;
