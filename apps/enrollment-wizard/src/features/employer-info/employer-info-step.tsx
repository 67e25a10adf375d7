import type { StepProps } from '../../shared/step-kit/step-props';
import { StepLoader } from '../../shared/step-kit/step-loader';
import { useFieldDefs, useSavedValues } from '../../shared/step-kit/use-step-data';
import { EmployerInfoForm } from './employer-info-form';
import { useEmployerOptions } from './use-employer-options';

/** Employer Information (wizard §2): its field definitions, saved values and six option lists. */
export function EmployerInfoStep(props: StepProps) {
  const defs = useFieldDefs(props.enrollmentId, 'get-form-fields-employer-info');
  const saved = useSavedValues(props.enrollmentId, 'employer_info');
  const lists = useEmployerOptions(props.enrollmentId);
  return (
    <StepLoader queries={[defs, saved, ...Object.values(lists)]}>
      {() => (
        <EmployerInfoForm
          {...props}
          defs={defs.data!}
          saved={saved.data}
          options={{
            averageWorkWeek: lists.averageWorkWeek.data!,
            employmentStatus: lists.employmentStatus.data!,
            compensationTypes: lists.compensationTypes.data!,
            vacationPolicy: lists.vacationPolicy.data!,
            bargainingUnit: lists.bargainingUnit.data!,
            holidayPolicy: lists.holidayPolicy.data!,
          }}
        />
      )}
    </StepLoader>
  );
}
