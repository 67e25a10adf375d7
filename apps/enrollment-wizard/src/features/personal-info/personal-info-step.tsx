import type { StepProps } from '../../shared/step-kit/step-props';
import { StepLoader } from '../../shared/step-kit/step-loader';
import { useFieldDefs, useSavedValues } from '../../shared/step-kit/use-step-data';
import { PersonalInfoForm } from './personal-info-form';

/** Personal Information (wizard §2): loads the field definitions and what was saved, then the form. */
export function PersonalInfoStep(props: StepProps) {
  const defs = useFieldDefs(props.enrollmentId, 'get-form-fields-personal-info');
  const saved = useSavedValues(props.enrollmentId, 'primary_info');
  return (
    <StepLoader queries={[defs, saved]}>
      {() => <PersonalInfoForm {...props} defs={defs.data!} saved={saved.data} />}
    </StepLoader>
  );
}
