import { useCallback } from 'react';
import { contactInfoForm, type SaveContactInfoBody } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert, Button } from '@bs/ui';
import { applyServerErrors, FormCheckbox, FormDigitsField, FormTextField, groupPhone } from '@bs/ui/form';
import { useSession } from '@bs/session';
import { useT } from '../../i18n/messages';
import type { StepProps } from '../../shared/step-kit/step-props';
import { StepFooter } from '../../shared/step-kit/step-footer';
import type { FieldDefs } from '../../shared/step-kit/field-defs';
import { useRemoteCheck } from '../../shared/step-kit/use-remote-check';
import { fieldPropsOf, useStepForm } from '../../shared/step-kit/use-step-form';
import { useStepSave } from '../../shared/step-kit/use-step-save';
import styles from '../../shared/step-kit/step-form.module.css';
import { contactPayload, EMPTY_CONTACT, suggestedEmail, type ContactValues } from './contact-values';

const FORM_ID = 'contact-info-form';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ContactInfoFormProps extends StepProps {
  defs: FieldDefs;
  saved: unknown;
}

/** Contact Information's fields, with the e-mail and phone checked on the server as typed (wizard §2, §5). */
export function ContactInfoForm({ tab, enrollmentId, nav, defs, saved }: ContactInfoFormProps) {
  const t = useT();
  const prepare = (v: ContactValues) => contactPayload(v, defs);
  const form = useStepForm({ schema: contactInfoForm, empty: EMPTY_CONTACT, saved, defs, prepare });

  // The member e-mail check (not another member's address), then the deliverability check.
  const email = useRemoteCheck(
    useCallback(
      async (value: string) => {
        await apiCall('validate-member-email', { body: { email: value, enrollment_id: enrollmentId } });
        await apiCall('validate-email-neverbounce', { body: { email: value } });
        return undefined;
      },
      [enrollmentId],
    ),
  );
  const phone = useRemoteCheck(
    useCallback(async (value: string) => {
      const { result } = await apiCall('validate-phone-numverify', { query: { phone: value } });
      return result.national_format;
    }, []),
  );
  const checkEmail = async (value: string) => {
    const v = value.trim();
    if (!EMAIL_RE.test(v)) return true;
    const r = await email.run(v);
    if (r.status === 'bad' && form.getValues('email_address').trim() === v)
      form.setError('email_address', { type: 'server', message: r.message });
    return r.status === 'ok';
  };
  const checkPhone = async (value: string) => {
    // Spec §5: the lookup fires at 10 digits.
    if (value.length < 10) return true;
    const r = await phone.run(value);
    if (r.status === 'bad' && form.getValues('phone_number') === value)
      form.setError('phone_number', { type: 'server', message: r.message });
    return r.status === 'ok';
  };

  const step = useStepSave({
    form,
    tab,
    enrollmentId,
    nav,
    alias: { phone: 'phone_number', email: 'email_address' },
    save: async (v) => {
      // A failed check stops here with its message already beside the field.
      const [emailOk, phoneOk] = await Promise.all([checkEmail(v.email_address), checkPhone(v.phone_number)]);
      if (!emailOk || !phoneOk) return false;
      return apiCall('save-contact-info', {
        body: { enrollment_id: enrollmentId, ...prepare(v) } as SaveContactInfoBody,
      });
    },
  });

  const field = fieldPropsOf<ContactValues>(form.control, defs);
  // A rep or group types a client's address; an applicant their own (issue 32).
  const applicant = useSession((s) => s.eprocess === 'applicant');
  const shown = (name: string) => defs.shown(name);
  const emailError = form.formState.errors.email_address?.message;
  const suggestion = suggestedEmail(emailError, form.getValues('email_address'));
  const phoneOk = phone.state?.status === 'ok' && phone.state.value === form.getValues('phone_number');

  return (
    <>
      <form id={FORM_ID} className={styles.form} noValidate onSubmit={step.submit}>
        <div className={styles.grid}>
          {shown('email_address') && (
            <div className={styles.full}>
              <FormTextField
                {...field('email_address')}
                label={t(applicant ? 'contact.emailOwn' : 'contact.email')}
                type="email"
                autoComplete="email"
                required
                // A check's message was about the address as it was; a new one is checked on blur.
                onValueChange={() => form.clearErrors('email_address')}
                onBlur={(e) => void checkEmail(e.target.value)}
              />
              {suggestion && (
                <Button
                  variant="link"
                  onClick={() => {
                    form.setValue('email_address', suggestion, { shouldValidate: true });
                    void checkEmail(suggestion);
                  }}
                >
                  {t('contact.useSuggestion', { email: suggestion })}
                </Button>
              )}
            </div>
          )}
          {shown('phone_number') && (
            <FormDigitsField
              {...field('phone_number')}
              display={groupPhone}
              label={t('contact.phone')}
              maxDigits={10}
              autoComplete="tel-national"
              type="tel"
              required
              hint={
                phoneOk && phone.state?.detail
                  ? t('contact.phoneFound', { number: phone.state.detail })
                  : field('phone_number').hint
              }
              onValueChange={(v) => {
                form.clearErrors('phone_number');
                void checkPhone(v);
              }}
            />
          )}
          {shown('address1') && (
            <FormTextField
              {...field('address1')}
              label={t('address.street1')}
              autoComplete="address-line1"
              required
            />
          )}
          {shown('address2') && (
            <FormTextField {...field('address2')} label={t('address.street2')} autoComplete="address-line2" />
          )}
          {shown('city') && (
            <FormTextField
              {...field('city')}
              label={t('address.city')}
              autoComplete="address-level2"
              required
            />
          )}
          {shown('state') && <FormTextField {...field('state')} label={t('address.state')} readOnly />}
          {shown('zip') && <FormTextField {...field('zip')} label={t('address.zip')} readOnly />}
        </div>
        {shown('with_validation') && (
          <FormCheckbox
            control={form.control}
            name="with_validation"
            label={t('address.usps')}
            hint={t('address.uspsHint')}
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
