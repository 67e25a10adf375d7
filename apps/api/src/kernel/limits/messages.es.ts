import type { Catalogue } from '../../i18n/translate';

/** Spanish of the answers past a limit (policy.ts). */
export default {
  'Too many failed sign-ins. Please try again in 15 minutes.':
    'Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo en 15 minutos.',
  'Too many attempts. Please wait {minutes} minutes and try again.':
    'Demasiados intentos. Espere {minutes} minutos e inténtelo de nuevo.',
  'Too many codes were requested for this e-mail. Please try again in an hour.':
    'Se solicitaron demasiados códigos para este correo electrónico. Inténtelo de nuevo en una hora.',
  'Too many e-mails were sent from this connection. Please try again in an hour.':
    'Se enviaron demasiados correos electrónicos desde esta conexión. Inténtelo de nuevo en una hora.',
  'Too many requests. Please wait a minute and try again.':
    'Demasiadas solicitudes. Espere un minuto e inténtelo de nuevo.',
  'Too many invitations were sent for this group. Please try again in an hour.':
    'Se enviaron demasiadas invitaciones para este grupo. Inténtelo de nuevo en una hora.',
  'Many requests came from your connection in a short time. Please try again later.':
    'Llegaron muchas solicitudes desde su conexión en poco tiempo. Inténtelo de nuevo más tarde.',
} satisfies Catalogue;
