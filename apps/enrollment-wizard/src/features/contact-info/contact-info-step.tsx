import type { StepProps } from '../../shared/step-kit/step-props';
import { StepLoader } from '../../shared/step-kit/step-loader';
import { useFieldDefs, useSavedValues } from '../../shared/step-kit/use-step-data';
import { ContactInfoForm } from './contact-info-form';

/** Contact Information (wizard §2). */
export function ContactInfoStep(props: StepProps) {
  const defs = useFieldDefs(props.enrollmentId, 'get-form-fields-contact-info');
  const saved = useSavedValues(props.enrollmentId, 'contact_info');
  return (
    <StepLoader queries={[defs, saved]}>
      {() => <ContactInfoForm {...props} defs={defs.data!} saved={saved.data} />}
    </StepLoader>
  );
}
