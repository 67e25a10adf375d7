import { fieldPaths } from '@bs/ui/form';

/**
 * validate-single-dependent names a dependent's answers without their section
 * (`condition_questions.2.conditions.0.health_condition`, `medication_question.medications.0.dosage`,
 * spec §5) and numbers medication rows as sent; the form keeps them under `health_info.` with
 * every row in place. This maps the server's names onto the form's.
 */
export function dependentAlias(healthInfo: unknown, rowOf: readonly number[]): Record<string, string> {
  const alias: Record<string, string> = {};
  for (const path of fieldPaths(healthInfo)) alias[path] = `health_info.${path}`;
  rowOf.forEach((formRow, sent) => {
    for (const f of ['medication', 'dosage', 'medical_condition']) {
      const to = `health_info.medication_question.medications.${formRow}.${f}`;
      alias[`medication_question.medications.${sent}.${f}`] = to;
      alias[`health_info.medication_question.medications.${sent}.${f}`] = to;
    }
  });
  return alias;
}
