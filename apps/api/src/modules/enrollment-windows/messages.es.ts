import type { Catalogue } from '../../i18n/translate';

/** Spanish of the enrollment-windows calls: their answers and the decision e-mail. */
export default {
  'This employee is not on the census of this group.': 'Este empleado no está en el censo de este grupo.',
  'This invitation link is not valid any more.': 'Este enlace de invitación ya no es válido.',
  'Please choose an employee of the group.': 'Elija un empleado del grupo.',
  'This life event was already decided.': 'Este evento de vida ya fue decidido.',
  'This life event was not found.': 'No se encontró este evento de vida.',
  'Please tell us why.': 'Díganos por qué.',
  'Please keep it under 500 characters.': 'Escriba menos de 500 caracteres.',
  'Please choose approve or deny.': 'Elija aprobar o rechazar.',
  'Please choose a kind of event.': 'Elija un tipo de evento.',
  'You already reported this kind of event; it is waiting for a decision.':
    'Ya informó este tipo de evento; está esperando una decisión.',
  // The decision e-mail
  'Hello {name}, {group} approved the life event you reported: {kind} on {date}.':
    'Hola, {name}: {group} aprobó el evento de vida que informó: {kind} el {date}.',
  'Hello {name}, {group} did not approve the life event you reported: {kind} on {date}.':
    'Hola, {name}: {group} no aprobó el evento de vida que informó: {kind} el {date}.',
  'Reason: {reason}': 'Motivo: {reason}',
  'You can now make the changes this event allows; they take effect on {date}.':
    'Ya puede hacer los cambios que este evento permite; entran en vigor el {date}.',
  'If you have questions, please contact {group}.': 'Si tiene preguntas, comuníquese con {group}.',
  'Your life event was approved': 'Su evento de vida fue aprobado',
  'Your life event was not approved': 'Su evento de vida no fue aprobado',
  'Life event approved': 'Evento de vida aprobado',
  'Life event not approved': 'Evento de vida no aprobado',
} satisfies Catalogue;
