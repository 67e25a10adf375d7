import type { Catalogue } from '../../i18n/translate';

/** Spanish of the open-enrollment filters (zip, date of birth, agent, member). */
export default {
  'Please choose a valid agent.': 'Seleccione un agente válido.',
  'This member was not found.': 'No encontramos a este miembro.',
  'Please enter a valid date of birth.': 'Ingrese una fecha de nacimiento válida.',
  'Date of birth cannot be in the future.': 'La fecha de nacimiento no puede ser posterior a hoy.',
  'This enrollment was not found. Please start again.': 'No encontramos esta inscripción. Comience de nuevo.',
  'Please enter a valid US zip code.': 'Ingrese un código postal válido de EE. UU.',

  'This member is not in your book of business.': 'Este miembro no está en su cartera de clientes.',
  "This member's record has no address or gender. Please start a new enrollment.":
    'El registro de este miembro no tiene dirección o sexo. Inicie una nueva inscripción.',
  'This enrollment is already complete.': 'Esta inscripción ya está completa.',
} satisfies Catalogue;
