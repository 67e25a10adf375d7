import type { Catalogue } from '../../i18n/translate';

/** Spanish of the start-up look-ups (landing pages, referrals, agents, groups, members). */
export default {
  'This landing page does not exist.': 'Esta página de destino no existe.',
  'This referral link is not valid.': 'Este enlace de referido no es válido.',
  'Agent {id} was not found.': 'No encontramos al agente {id}.',
  'Group {id} was not found.': 'No encontramos el grupo {id}.',
  'Member {id} was not found.': 'No encontramos al miembro {id}.',
} satisfies Catalogue;
