import { employerInfoForm, type Option, type SaveEmployerInfoBody } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert } from '@bs/ui';
import {
  applyServerErrors,
  FormCheckbox,
  FormDateField,
  FormDigitsField,
  FormFlagGroup,
  FormSelectField,
  FormTextField,
  groupPhone,
} from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import type { StepProps } from '../../shared/step-kit/step-props';
import { StepFooter } from '../../shared/step-kit/step-footer';
import type { FieldDefs } from '../../shared/step-kit/field-defs';
import { fieldPropsOf, useStepForm } from '../../shared/step-kit/use-step-form';
import { useStepSave } from '../../shared/step-kit/use-step-save';
import styles from '../../shared/step-kit/step-form.module.css';
import { EMPTY_EMPLOYER, employerPayload, formatState, type EmployerValues } from './employer-values';
import type { EmployerOptions } from './use-employer-options';

const FORM_ID = 'employer-info-form';
const choices = (list: Option[]) => list.map((o) => ({ value: o.value, label: o.name }));

export interface EmployerInfoFormProps extends StepProps {
  defs: FieldDefs;
  saved: unknown;
  options: EmployerOptions;
}

/** Employer Information's fields and lists (wizard §2, §3, §5). */
export function EmployerInfoForm({ tab, enrollmentId, nav, defs, saved, options }: EmployerInfoFormProps) {
  const t = useT();
  const prepare = (v: EmployerValues) => employerPayload(v, defs);
  const form = useStepForm({ schema: employerInfoForm, empty: EMPTY_EMPLOYER, saved, defs, prepare });
  const step = useStepSave({
    form,
    tab,
    enrollmentId,
    nav,
    save: (v) =>
      apiCall('save-employer-info', {
        body: { enrollment_id: enrollmentId, ...prepare(v) } as SaveEmployerInfoBody,
      }),
  });
  const field = fieldPropsOf<EmployerValues>(form.control, defs);
  const shown = (name: string) => defs.shown(name);
  const select = (name: keyof EmployerValues & string, label: string, list: Option[]) =>
    shown(name) && (
      <FormSelectField
        {...field(name)}
        label={label}
        placeholder={t('fields.choose')}
        options={choices(list)}
        required
      />
    );

  return (
    <>
      <form id={FORM_ID} className={styles.form} noValidate onSubmit={step.submit}>
        <div className={styles.grid}>
          {shown('name') && (
            <FormTextField
              {...field('name')}
              label={t('employer.name')}
              autoComplete="organization"
              required
            />
          )}
          {shown('phone') && (
            <FormDigitsField
              {...field('phone')}
              display={groupPhone}
              label={t('employer.phone')}
              type="tel"
              maxDigits={10}
              required
            />
          )}
          {shown('address1') && (
            <FormTextField {...field('address1')} label={t('address.street1')} required />
          )}
          {shown('address2') && <FormTextField {...field('address2')} label={t('address.street2')} />}
          {shown('city') && <FormTextField {...field('city')} label={t('address.city')} required />}
          {shown('state') && (
            <FormTextField
              {...field('state')}
              label={t('address.state')}
              transform={formatState}
              maxLength={30}
              required
            />
          )}
          {shown('zip') && (
            <FormDigitsField {...field('zip')} label={t('address.zip')} maxDigits={5} required />
          )}
        </div>
        {shown('with_validation') && (
          <FormCheckbox
            control={form.control}
            name="with_validation"
            label={t('address.usps')}
            hint={t('address.uspsHint')}
          />
        )}
        <div className={styles.section}>
          <div className={styles.grid}>
            {select('average_work_week', t('employer.averageWorkWeek'), options.averageWorkWeek)}
            {shown('employment_start_date') && (
              <FormDateField {...field('employment_start_date')} label={t('employer.startDate')} required />
            )}
            {shown('occupation') && (
              <FormTextField {...field('occupation')} label={t('employer.occupation')} required />
            )}
            {select('compensation_type', t('employer.compensation'), options.compensationTypes)}
            {select('employment_status', t('employer.status'), options.employmentStatus)}
            {shown('emp_industry') && (
              <FormTextField {...field('emp_industry')} label={t('employer.industry')} required />
            )}
            {shown('emp_num_employed') && (
              <FormDigitsField
                {...field('emp_num_employed')}
                label={t('employer.employees')}
                maxDigits={7}
                required
              />
            )}
            {select('emp_vac_policy', t('employer.vacation'), options.vacationPolicy)}
            {select('emp_barg_unit', t('employer.bargaining'), options.bargainingUnit)}
          </div>
        </div>
        {shown('holiday_policy') && (
          <FormFlagGroup
            control={form.control}
            name="holiday_policy"
            legend={t('employer.holidays')}
            flags={options.holidayPolicy.map((o) => ({ key: o.value, label: o.name }))}
          />
        )}
        {step.formError && <Alert tone="error">{step.formError}</Alert>}
      </form>
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
