import { callQueryOptions } from '@bs/api-client';
import type { StepProps } from '../../shared/step-kit/step-props';
import { StepLoader } from '../../shared/step-kit/step-loader';
import { useFieldDefs, useSavedValues } from '../../shared/step-kit/use-step-data';
import { useFreshQuery } from '../../shared/step-kit/step-reads';
import { AgreementForm } from './agreement-form';

/** Agreement & Signature (wizard §2, §4). */
export function AgreementStep(props: StepProps) {
  const texts = useFreshQuery(
    callQueryOptions('get-agreement-texts', { query: { enrollment_id: props.enrollmentId } }),
  );
  const defs = useFieldDefs(props.enrollmentId, 'get-form-fields-agreement-info');
  const saved = useSavedValues(props.enrollmentId, 'aggrement_info');
  return (
    <StepLoader queries={[texts, defs, saved]}>
      {() => <AgreementForm {...props} texts={texts.data!.result} defs={defs.data!} saved={saved.data} />}
    </StepLoader>
  );
}
