import type { Catalogue } from '../../i18n/translate';

/** Spanish for this module's messages (collected in src/catalogues.ts). */
export default {
  'Your coverage includes a spouse: add your spouse below.':
    'Su cobertura incluye a su cónyuge: agréguelo abajo.',
  'Your coverage includes children: add at least one child below.':
    'Su cobertura incluye a sus hijos: agregue al menos a un hijo abajo.',
  'Family coverage needs your spouse and at least one child: add them below.':
    'La cobertura familiar necesita a su cónyuge y al menos a un hijo: agréguelos abajo.',
  'Add at least one child to continue.': 'Agregue al menos a un hijo para continuar.',
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
