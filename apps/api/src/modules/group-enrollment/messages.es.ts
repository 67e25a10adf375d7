import type { Catalogue } from '../../i18n/translate';

/** Spanish of group enrollment: invitation mails, the board's export and the waiver's answers. */
export default {
  // Invitation mails
  'Hello {name}, {group} invites you to choose your benefits.':
    'Hola, {name}: {group} lo invita a elegir sus beneficios.',
  'Hello {name}, a reminder: {group} invites you to choose your benefits.':
    'Hola, {name}: le recordamos que {group} lo invita a elegir sus beneficios.',
  'This link is yours alone: please do not forward it. It works until {date}.':
    'Este enlace es solo suyo: no lo reenvíe. Funciona hasta el {date}.',
  "If you do not want coverage, open the link and choose I don't want coverage.":
    'Si no desea cobertura, abra el enlace y elija No deseo cobertura.',
  'Choose your benefits with {group}': 'Elija sus beneficios con {group}',
  'Reminder: choose your benefits with {group}': 'Recordatorio: elija sus beneficios con {group}',
  'Choose your benefits': 'Elija sus beneficios',
  'Choose my benefits': 'Elegir mis beneficios',
  // The board's export
  'Enrollment board': 'Tablero de inscripción',
  'Employee ID': 'ID de empleado',
  'First name': 'Nombre',
  'Last name': 'Apellido',
  'E-mail': 'Correo electrónico',
  Status: 'Estado',
  Invited: 'Invitado',
  'Last reminded': 'Último recordatorio',
  'Waiver reason': 'Motivo de la renuncia',
  Plans: 'Planes',
  'Monthly total': 'Total mensual',
  'Employee per paycheck': 'Empleado por pago de nómina',
  'Paychecks a year': 'Pagos de nómina al año',
  'Employer per month': 'Empleador por mes',
  'Last activity': 'Última actividad',
  'Not invited': 'Sin invitar',
  Opened: 'Abierto',
  'In progress': 'En curso',
  Enrolled: 'Inscrito',
  Declined: 'Renunció',
  // Answers
  'This invitation link is not valid any more. Please open the link from your latest e-mail.':
    'Este enlace de invitación ya no es válido. Abra el enlace de su correo electrónico más reciente.',
  'You are already enrolled.': 'Ya está inscrito.',
  // Proving an invitation in another browser (ADR 0026)
  'This date of birth does not match our records.':
    'Esta fecha de nacimiento no coincide con nuestros registros.',
  'Too many wrong dates of birth were entered. Please ask for a code by e-mail.':
    'Se ingresaron demasiadas fechas de nacimiento incorrectas. Pida un código por correo electrónico.',
  'This code is not right or has expired. Please ask for a new one.':
    'Este código no es correcto o ha vencido. Pida uno nuevo.',
  'Hello {name}, here is your code to open your {group} benefits invitation:':
    'Hola, {name}: este es su código para abrir su invitación a los beneficios de {group}:',
  'It works once, for {minutes} minutes.': 'Funciona una sola vez, durante {minutes} minutos.',
  'If you did not ask for it, you can ignore this e-mail.':
    'Si usted no lo pidió, puede ignorar este correo.',
  'Your code for your {group} invitation': 'Su código para su invitación de {group}',
  'Your invitation code': 'Su código de invitación',
} satisfies Catalogue;
