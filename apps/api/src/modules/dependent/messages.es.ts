import type { Catalogue } from '../../i18n/translate';

/** Spanish for this module's messages (collected in src/catalogues.ts). */
export default {
  'You have selected IS tier, here you can add one Spouse.':
    'Seleccionó el nivel IS; aquí puede agregar a un cónyuge.',
  'You have selected IC tier, here you can add one or more Child(s)':
    'Seleccionó el nivel IC; aquí puede agregar a uno o más hijos',
  'You have to add one Spouse and at least one Child to continue':
    'Para continuar, debe agregar a un cónyuge y al menos a un hijo',
  'You have to add at least one Child to continue': 'Para continuar, debe agregar al menos a un hijo',
  'Your tier covers the member only; dependents cannot be added.':
    'Su nivel cubre solo al miembro; no se pueden agregar dependientes.',
  'Your tier covers a spouse only.': 'Su nivel cubre solo a un cónyuge.',
  'Your tier covers children only.': 'Su nivel cubre solo a hijos.',
  'Only one spouse can be added.': 'Solo se puede agregar a un cónyuge.',
  'You can add at most 9 dependents.': 'Puede agregar como máximo 9 dependientes.',
  'A spouse must be at least 18 years old.': 'El cónyuge debe tener al menos 18 años.',
  'A child must be under 26 years old.': 'El hijo debe tener menos de 26 años.',
  'This person is already listed.': 'Esta persona ya está en la lista.',
  'Dependent information is not needed for this enrollment.':
    'Esta inscripción no necesita información de dependientes.',
  'Dependent information saved.': 'Se guardó la información de los dependientes.',
  'The dependent is valid.': 'Los datos del dependiente son válidos.',
  'Dependents are only removed this way for tier IO (Member Only).':
    'Los dependientes solo se eliminan de esta forma en el nivel IO (solo el miembro).',
  'There are no dependents to remove.': 'No hay dependientes que eliminar.',
  'Dependents removed.': 'Se eliminaron los dependientes.',
  'Your tier decides who can be added.': 'Su nivel determina a quién puede agregar.',
} satisfies Catalogue;
