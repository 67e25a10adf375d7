import type { StepProps } from '../frame/step-props';
import { StepLoader } from '../forms/step-loader';
import { useFieldDefs, useSavedValues } from '../forms/use-step-data';
import { PersonalInfoForm } from './personal-info-form';

/** Personal Information (wizard §2): loads the field definitions and what was saved, then the form. */
export function PersonalInfoStep(props: StepProps) {
  const defs = useFieldDefs(props.tempId, 'get-form-fields-personal-info');
  const saved = useSavedValues(props.tempId, 'primary_info');
  return (
    <StepLoader queries={[defs, saved]}>
      {() => <PersonalInfoForm {...props} defs={defs.data!} saved={saved.data} />}
    </StepLoader>
  );
}
