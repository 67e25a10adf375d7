import type { Catalogue } from '../../i18n/translate';

/** Spanish of the enrollment-windows calls: their answers and the decision e-mail. */
export default {
  'This employee is not on the census of this group.': 'Este empleado no está en el censo de este grupo.',
  'This invitation link is not valid any more.': 'Este enlace de invitación ya no es válido.',
  'Please choose an employee of the group.': 'Elija un empleado del grupo.',
  'This life event was already decided.': 'Este evento de vida ya fue decidido.',
  'This life event was not found.': 'No se encontró este evento de vida.',
  'Please tell us why.': 'Díganos por qué.',
  'Please choose days from 0 to 60.': 'Elija días de 0 a 60.',
  'Please choose at most 6 reminder days.': 'Elija como máximo 6 días de recordatorio.',
  'Please keep it under 500 characters.': 'Escriba menos de 500 caracteres.',
  'Please choose approve or deny.': 'Elija aprobar o rechazar.',
  'Please choose a kind of event.': 'Elija un tipo de evento.',
  'You already reported this kind of event; it is waiting for a decision.':
    'Ya informó este tipo de evento; está esperando una decisión.',
  'Please choose when new hires are covered.': 'Elija cuándo empieza la cobertura de los nuevos empleados.',
  'Please enter a whole number of days.': 'Escriba un número entero de días.',
  'A new hire waits at most 90 days.': 'Un nuevo empleado espera como máximo 90 días.',
  'A new hire has 1 to 90 days to choose.': 'Un nuevo empleado tiene de 1 a 90 días para elegir.',
  'Coverage on the hire date has no waiting days.':
    'La cobertura desde la fecha de contratación no tiene días de espera.',
  'With the first of the month after, a new hire waits at most 60 days.':
    'Con el primer día del mes siguiente, un nuevo empleado espera como máximo 60 días.',
  'This kind of event is not in the catalogue.': 'Este tipo de evento no está en el catálogo.',
  'Please choose the kinds of events your group offers.': 'Elija los tipos de eventos que ofrece su grupo.',
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
  // The reminder before a document is due (life-event-deadline-mail.ts)
  'Your life event still needs its document': 'Su evento de vida todavía necesita su documento',
  'Document due soon': 'Documento pendiente',
  'Hello {name}, the life event you reported ({kind} on {date}) still needs its document.':
    'Hola, {name}: el evento de vida que informó ({kind} el {date}) todavía necesita su documento.',
  'Please upload it by {due} from the page where you reported the event; without it the change is refused.':
    'Súbalo a más tardar el {due} desde la página donde informó el evento; sin él, el cambio se rechaza.',
  'This member is not an employee of this group.': 'Este miembro no es empleado de este grupo.',
} satisfies Catalogue;
