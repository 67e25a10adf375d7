import type { Catalogue } from '../../i18n/translate';

/** Spanish for the EDI 834 calls (issue 21, ADR 0022). */
export default {
  'This carrier has no trading partner settings yet.':
    'Esta aseguradora aún no tiene configuración de socio comercial.',
  'This group has no group number with this carrier.':
    'Este grupo no tiene número de grupo con esta aseguradora.',
  'This carrier was not found.': 'No se encontró esta aseguradora.',
  'This group was not found.': 'No se encontró este grupo.',
  'Each group can have one number only.': 'Cada grupo puede tener un solo número.',
  'This download link has expired or was already used. Please ask for a new one.':
    'Este enlace de descarga venció o ya se usó. Solicite uno nuevo.',
  'This member has no active coverage in this plan.': 'Este miembro no tiene cobertura activa en este plan.',
  'The drop folder must stay inside the drop root.':
    'La carpeta de entrega debe estar dentro de la carpeta raíz de entrega.',
  'Only the platform administrator can end a coverage outside the usual dates.':
    'Solo el administrador de la plataforma puede terminar una cobertura fuera de las fechas habituales.',
  'The coverage cannot end before it started.': 'La cobertura no puede terminar antes de haber comenzado.',
  'The end date can be at most 60 days in the past.':
    'La fecha de terminación puede ser como máximo 60 días en el pasado.',
  'Even with an override, the end date can be at most 365 days in the past.':
    'Aun con una excepción, la fecha de terminación puede ser como máximo 365 días en el pasado.',
  'The end date can be at most 365 days ahead.':
    'La fecha de terminación puede ser como máximo 365 días en el futuro.',
  'This is not an OpenPGP public key that can be read.': 'Esta no es una clave pública OpenPGP legible.',
  "This is a private key: paste only the carrier's public key.":
    'Esta es una clave privada: pegue solo la clave pública de la aseguradora.',
  'This key cannot encrypt (expired, revoked or without an encryption key).':
    'Esta clave no puede cifrar (vencida, revocada o sin clave de cifrado).',
} satisfies Catalogue;
