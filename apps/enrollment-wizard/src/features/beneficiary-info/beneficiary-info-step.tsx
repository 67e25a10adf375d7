import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import type { StepProps } from '../../shared/step-kit/step-props';
import { StepLoader } from '../../shared/step-kit/step-loader';
import { useFieldDefs } from '../../shared/step-kit/use-step-data';
import { BeneficiaryManager } from './beneficiary-manager';
import { useInitialBeneficiaries } from './use-initial-beneficiaries';

/** Beneficiary Information (wizard §2): field definitions, relationship names and the list so far. */
export function BeneficiaryInfoStep(props: StepProps) {
  const defs = useFieldDefs(props.enrollmentId, 'get-form-fields-beneficiary-info');
  const relationships = useQuery({
    ...callQueryOptions('get-beneficiary-relationships'),
    staleTime: 10 * 60_000,
    select: (d) => d.result,
  });
  const list = useInitialBeneficiaries(props.enrollmentId);
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
