import type { StepProps } from '../frame/step-props';
import { StepLoader } from '../forms/step-loader';
import { useFieldDefs, useSavedValues } from '../forms/use-step-data';
import { ContactInfoForm } from './contact-info-form';

/** Contact Information (wizard §2). */
export function ContactInfoStep(props: StepProps) {
  const defs = useFieldDefs(props.tempId, 'get-form-fields-contact-info');
  const saved = useSavedValues(props.tempId, 'contact_info');
  return (
    <StepLoader queries={[defs, saved]}>
      {() => <ContactInfoForm {...props} defs={defs.data!} saved={saved.data} />}
    </StepLoader>
  );
}
