import type { Catalogue } from '../../i18n/translate';

/** Spanish of enrollment windows, waiting periods and life events (window-messages.ts, life-event-kinds.ts). */
export default {
  'The plan year must end after it starts.': 'El año del plan debe terminar después de empezar.',
  'A plan year lasts at most one year.': 'Un año del plan dura como máximo un año.',
  'Open enrollment must close on or after the day it opens.':
    'La inscripción abierta debe cerrar el mismo día en que abre o después.',
  'Open enrollment lasts at most 90 days.': 'La inscripción abierta dura como máximo 90 días.',
  'Coverage must start within the plan year.': 'La cobertura debe empezar dentro del año del plan.',
  'Coverage must start after open enrollment closes.':
    'La cobertura debe empezar después de que cierre la inscripción abierta.',
  'An extension must end after open enrollment closes.':
    'Una extensión debe terminar después del cierre de la inscripción abierta.',
  'An extension ends at most 90 days after open enrollment closes.':
    'Una extensión termina como máximo 90 días después del cierre de la inscripción abierta.',
  'The waiting period is at most {max} days.': 'El período de espera es de {max} días como máximo.',
  'A new hire has between 1 and 90 days to choose.': 'Un empleado nuevo tiene entre 1 y 90 días para elegir.',
  'This event can be reported at most {days} days before it happens.':
    'Este evento se puede informar como máximo {days} días antes de que ocurra.',
  'This event had to be reported by {deadline}.': 'Este evento debía informarse a más tardar el {deadline}.',
  'This kind of event is not offered by your group.': 'Su grupo no ofrece este tipo de evento.',
  'This event does not allow this change.': 'Este evento no permite este cambio.',
  'The document this event needs did not arrive by {due}.':
    'El documento que necesita este evento no llegó a más tardar el {due}.',
  'This file is empty.': 'Este archivo está vacío.',
  'This file is larger than 5 MB.': 'Este archivo pesa más de 5 MB.',
  'Please upload a PDF, JPEG or PNG file.': 'Suba un archivo PDF, JPEG o PNG.',
  'This file is not what its name says: please upload a PDF, JPEG or PNG file.':
    'Este archivo no es lo que dice su nombre: suba un archivo PDF, JPEG o PNG.',
  'Enrollment is closed - report a life event (such as a marriage, a birth or a loss of other coverage) or contact your administrator.':
    'La inscripción está cerrada: informe un evento de vida (como un matrimonio, un nacimiento o la pérdida de otra cobertura) o comuníquese con su administrador.',
  'Enrollment is closed - contact your administrator.':
    'La inscripción está cerrada: comuníquese con su administrador.',
  'As a new hire, you may enroll from {date}.': 'Como empleado nuevo, puede inscribirse a partir del {date}.',
  'Open enrollment opens on {date}.': 'La inscripción abierta empieza el {date}.',
  "Coverage chosen in your group's open enrollment starts on {date}: please choose that date in your cart.":
    'La cobertura elegida en la inscripción abierta de su grupo empieza el {date}: elija esa fecha en su carrito.',
  'As a new hire, your coverage starts on {date}: please choose that date in your cart.':
    'Como empleado nuevo, su cobertura empieza el {date}: elija esa fecha en su carrito.',
  'Under your life event, coverage starts on {date}: please choose that date in your cart.':
    'Con su evento de vida, la cobertura empieza el {date}: elija esa fecha en su carrito.',
  "Your life event is waiting for your administrator's approval: you may change your benefits once it is approved.":
    'Su evento de vida está esperando la aprobación de su administrador: podrá cambiar sus beneficios cuando se apruebe.',
  // the default life-event kinds (life-event-kinds.ts), seeded as the catalogue's Spanish labels
  Marriage: 'Matrimonio',
  'Divorce or legal separation': 'Divorcio o separación legal',
  Birth: 'Nacimiento',
  'Adoption or placement for adoption': 'Adopción o entrega en adopción',
  'Death of a dependent': 'Fallecimiento de un dependiente',
  'Loss of other coverage': 'Pérdida de otra cobertura',
  'Move to a new address': 'Mudanza a un nuevo domicilio',
  'Change in employment status': 'Cambio en la situación laboral',
} satisfies Catalogue;
