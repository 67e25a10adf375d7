import { personalInfoForm, type SavePersonalInfoBody } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { useSession } from '@bs/session';
import { Alert, TextField } from '@bs/ui';
import {
  applyServerErrors,
  FormDateField,
  FormDigitsField,
  FormRadioGroup,
  FormSelectField,
  FormTextField,
  useWatch,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import type { StepProps } from '../../shared/step-kit/step-props';
import { StepFooter } from '../../shared/step-kit/step-footer';
import type { FieldDefs } from '../../shared/step-kit/field-defs';
import { SsnField } from '../../shared/step-kit/ssn-field';
import { fieldPropsOf, useStepForm } from '../../shared/step-kit/use-step-form';
import { useStepSave } from '../../shared/step-kit/use-step-save';
import styles from '../../shared/step-kit/step-form.module.css';
import { EnrollerCodeButton } from './enroller-code-button';
import { EMPTY_PERSONAL, personalPayload, type PersonalValues } from './personal-values';

const FORM_ID = 'personal-info-form';

export interface PersonalInfoFormProps extends StepProps {
  defs: FieldDefs;
  saved: unknown;
}

/** Personal Information's fields (wizard §2, §3, §5). */
export function PersonalInfoForm({ tab, enrollmentId, nav, defs, saved }: PersonalInfoFormProps) {
  const t = useT();
  const eprocess = useSession((s) => s.eprocess);
  const prepare = (v: PersonalValues) => personalPayload(v, defs);
  const form = useStepForm({ schema: personalInfoForm, empty: EMPTY_PERSONAL, saved, defs, prepare });
  const step = useStepSave({
    form,
    tab,
    enrollmentId,
    nav,
    // The resolver has checked the payload against the same schema the body is typed from.
    save: (v) =>
      apiCall('save-personal-info', {
        body: { enrollment_id: enrollmentId, ...prepare(v) } as SavePersonalInfoBody,
      }),
  });
  const prior = useWatch({ control: form.control, name: 'prior_coverage_flag' });
  const gender = form.getValues('gender');
  const field = fieldPropsOf<PersonalValues>(form.control, defs);
  const shown = (name: string) => defs.shown(name);
  const maritalOptions = [0, 1, 2, 3].map((v) => ({ value: v, label: t(`personal.marital.${v}`) }));
  const genderOptions = [0, 1, 2].map((v) => ({ value: v, label: t(`fields.gender.${v}`) }));

  return (
    <>
      <form id={FORM_ID} className={styles.form} noValidate onSubmit={step.submit}>
        <div className={styles.grid}>
          {shown('first_name') && (
            <FormTextField
              {...field('first_name')}
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
            />
          )}
          {shown('last_name') && (
            <FormTextField
              {...field('last_name')}
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
            />
          )}
          {shown('birthdate') &&
            (defs.readOnly('birthdate') ? (
              <FormTextField {...field('birthdate')} label={t('fields.dob')} />
            ) : (
              <FormDateField {...field('birthdate')} label={t('fields.dob')} autoComplete="bday" />
            ))}
          {shown('gender') &&
            (defs.readOnly('gender') ? (
              <TextField
                label={t('fields.genderLabel')}
                readOnly
                value={gender === '' ? '' : t(`fields.gender.${gender}`)}
                hint={defs.hint('gender')}
              />
            ) : (
              <FormSelectField
                {...field('gender')}
                label={t('fields.genderLabel')}
                placeholder={t('fields.choose')}
                options={genderOptions}
              />
            ))}
          {shown('weight') && (
            <FormDigitsField {...field('weight')} label={t('fields.weight')} maxDigits={3} required />
          )}
          {shown('height_feet') && (
            <fieldset className={styles.plain}>
              <legend className={styles.legend}>{t('fields.height')}</legend>
              <div className={styles.row}>
                <FormDigitsField {...field('height_feet')} label={t('fields.feet')} maxDigits={1} required />
                {shown('height_inch') && (
                  <FormDigitsField
                    {...field('height_inch')}
                    label={t('fields.inches')}
                    maxDigits={2}
                    required
                  />
                )}
              </div>
            </fieldset>
          )}
          {shown('marital_status') && (
            <FormSelectField
              {...field('marital_status')}
              label={t('personal.maritalLabel')}
              placeholder={t('fields.choose')}
              options={maritalOptions}
              required
            />
          )}
          {shown('ssn') && <SsnField control={form.control} name="ssn" required />}
        </div>
        {shown('prior_coverage_flag') && (
          <div className={styles.section}>
            <FormRadioGroup
              {...field('prior_coverage_flag')}
              legend={t('personal.prior.legend')}
              options={[
                { value: 0, label: t('personal.prior.none') },
                { value: 1, label: t('personal.prior.had') },
              ]}
            />
            {Number(prior) === 1 && (
              <div className={styles.grid}>
                {shown('prior_carrier_name') && (
                  <FormTextField
                    {...field('prior_carrier_name')}
                    label={t('personal.prior.carrier')}
                    required
                  />
                )}
                {shown('prior_effective_date') && (
                  <FormDateField
                    {...field('prior_effective_date')}
                    label={t('personal.prior.effective')}
                    required
                  />
                )}
                {shown('prior_term_date') && (
                  <FormDateField {...field('prior_term_date')} label={t('personal.prior.term')} required />
                )}
              </div>
            )}
          </div>
        )}
        {step.formError && <Alert tone="error">{step.formError}</Alert>}
      </form>
      {eprocess === 'rep' && <EnrollerCodeButton enrollmentId={enrollmentId} />}
      <StepFooter
        tab={tab}
        onBack={nav.back}
        saveLaterData={() => prepare(form.getValues())}
        onSaveLaterError={(err) => applyServerErrors(err, form, { focus: false })}
        next={{ form: FORM_ID, busy: step.saving }}
      />
    </>
  );
}
