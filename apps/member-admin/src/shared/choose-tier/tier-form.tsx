import type { ReactNode } from 'react';
import { chooseTierForm, type Tier } from '@bs/contract';
import { isFieldError } from '@bs/api-client';
import { FormActions, useChoiceLabels } from '@bs/ui';
import { FormSelectField, useSchemaForm, useSingleFlight } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import styles from './choose-tier.module.css';

type TierValues = { tier: Tier | '' };

export interface TierFormProps {
  id: string;
  /** Starts the enrollment; a failure of any kind shows 'Please choose a tier' (spec §5). */
  onSubmit: (tier: Tier) => Promise<void>;
  /** Where Back goes; without it the form has no Back (the member home is a first screen). */
  onBack?: () => void;
  /** Rendered above the buttons (e.g. a lead text). */
  children?: ReactNode;
  autoFocus?: boolean;
}

/**
 * Choose Tier (spec §3 tier codes) with Submit, and Back where there is somewhere to go back to: the contract's schema checks the choice
 * ('Please choose a tier'); the same message shows when the server refuses the start (spec §5).
 */
export function TierForm({ id, onSubmit, onBack, children, autoFocus }: TierFormProps) {
  const t = useT();
  const { tierOptions } = useChoiceLabels();
  const form = useSchemaForm<TierValues>({
    schema: chooseTierForm,
    defaultValues: { tier: '' },
    // The schema's only message is the spec's 'Please choose a tier'; show it in the reader's language.
    translate: () => t('tier.required'),
  });
  const submit = useSingleFlight(async ({ tier }: TierValues) => {
    try {
      await onSubmit(tier as Tier);
    } catch (err) {
      // Spec §5: "also shown on any server error for that call". Unexpected failures are logged.
      if (!isFieldError(err)) console.error(err);
      form.setError('tier', { type: 'server', message: t('tier.required') }, { shouldFocus: true });
    }
  });
  return (
    <form
      id={id}
      noValidate
      className={styles.form}
      onSubmit={(e) => {
        e.stopPropagation();
        void form.handleSubmit(submit.run)(e);
      }}
    >
      <FormSelectField
        control={form.control}
        name="tier"
        label={t('tier.label')}
        placeholder={t('tier.label')}
        options={tierOptions}
        required
        autoFocus={autoFocus}
      />
      {children}
      <FormActions
        onBack={onBack}
        saving={submit.busy}
        backLabel={t('tier.back')}
        submitLabel={t('tier.submit')}
      />
    </form>
  );
}
