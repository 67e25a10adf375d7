import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import type { StepProps } from '../frame/step-props';
import { StepLoader } from '../forms/step-loader';
import { useFieldDefs } from '../forms/use-step-data';
import { BeneficiaryManager } from './beneficiary-manager';
import { useInitialBeneficiaries } from './use-initial-beneficiaries';

/** Beneficiary Information (wizard §2): field definitions, relationship names and the list so far. */
export function BeneficiaryInfoStep(props: StepProps) {
  const defs = useFieldDefs(props.tempId, 'get-form-fields-beneficiary-info');
  const relationships = useQuery({
    ...callQueryOptions('get-beneficiary-relationships'),
    staleTime: 10 * 60_000,
    select: (d) => d.result,
  });
  const list = useInitialBeneficiaries(props.tempId);
  return (
    <StepLoader queries={[defs, relationships, list]}>
      {() => (
        <BeneficiaryManager
          {...props}
          defs={defs.data!}
          relationships={relationships.data!}
          initial={list.data!}
        />
      )}
    </StepLoader>
  );
}
