import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import type { StepProps } from '../frame/step-props';
import { StepLoader } from '../forms/step-loader';
import { useFieldDefs, useSavedValues } from '../forms/use-step-data';
import { AgreementForm } from './agreement-form';

/** Agreement & Signature (wizard §2, §4). */
export function AgreementStep(props: StepProps) {
  const texts = useQuery({
    ...callQueryOptions('get-agreement-texts', { query: { enrollment_id: props.tempId } }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const defs = useFieldDefs(props.tempId, 'get-form-fields-agreement-info');
  const saved = useSavedValues(props.tempId, 'aggrement_info');
  return (
    <StepLoader queries={[texts, defs, saved]}>
      {() => <AgreementForm {...props} texts={texts.data!.result} defs={defs.data!} saved={saved.data} />}
    </StepLoader>
  );
}
