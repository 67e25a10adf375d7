import { Controller } from 'react-hook-form';
import { agreementForm, REQUIRED, SIGNATURE_REQUIRED, type AgreementText } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { Alert, CheckboxField, PHONE_QUERY, TextField, useMediaQuery } from '@bs/ui';
import { FormDateField, FormTextField, useSchemaForm, type FieldPath } from '@bs/ui/form';
import { useT } from '../../i18n/messages';
import type { FieldDefs } from '../../shared/step-kit/field-defs';
import { translateSchemaMessage } from '../../i18n/schema-messages';
import { useStepSave } from '../../shared/step-kit/use-step-save';
import { StepFooter } from '../../shared/step-kit/step-footer';
import type { StepProps } from '../../shared/step-kit/step-props';
import { signerOf, verificationTitleKey } from './signer';
import { SignaturePad } from './signature-pad';
import { AgreementTextItem, textStyles } from '../../shared/agreement-text/agreement-text';
import formStyles from '../../shared/step-kit/step-form.module.css';
import styles from './agreement.module.css';

type Values = {
  agreements: boolean[];
  answer: string;
  verification_code: string;
  user_name: string;
  date: string;
  signature: string;
};
const FORM_ID = 'agreement-form';
/** Shown from the field definitions only: the server takes these from its own records. */
const READ_ONLY = ['question', 'agent_name', 'agent_code', 'group_name', 'group_code'] as const;
const LABEL = {
  question: 'agreement.question',
  agent_name: 'agreement.agentName',
  agent_code: 'agreement.agentCode',
  group_name: 'agreement.groupName',
  group_code: 'agreement.groupCode',
} as const;

const text = (v: unknown) => (v == null ? '' : String(v));
const savedText = (saved: unknown, key: string) =>
  typeof saved === 'object' && saved && key in saved ? text((saved as Record<string, unknown>)[key]) : '';

export interface AgreementFormProps extends StepProps {
  texts: AgreementText[];
  defs: FieldDefs;
  saved: unknown;
}

/**
 * Every agreement text with its required checkbox, the signer's verification and the signature.
 * Next sends only when every required box is ticked and, when asked, a signature is given.
 */
export function AgreementForm({ tab, enrollmentId, nav, texts, defs, saved }: AgreementFormProps) {
  const t = useT();
  const signer = signerOf(defs);
  const phone = useMediaQuery(PHONE_QUERY);
  const editable = (name: string) => defs.shown(name) && !defs.readOnly(name);
  const schema = agreementForm
    .extend({ verification_code: agreementForm.shape.answer, date: agreementForm.shape.answer })
    .superRefine((v, ctx) => {
      texts.forEach((tx, i) => {
        if (tx.text_required === 1 && !v.agreements[i])
          ctx.addIssue({ code: 'custom', path: ['agreements', i], message: REQUIRED });
      });
      for (const name of ['answer', 'user_name', 'verification_code'] as const)
        if (editable(name) && !v[name]) ctx.addIssue({ code: 'custom', path: [name], message: REQUIRED });
      if (defs.shown('signature') && !v.signature)
        ctx.addIssue({ code: 'custom', path: ['signature'], message: SIGNATURE_REQUIRED });
    });
  const form = useSchemaForm<Values>({
    schema,
    defaultValues: {
      agreements: texts.map(() => false),
      answer: savedText(saved, 'answer'),
      verification_code: savedText(saved, 'verification_code') || text(defs.value('verification_code')),
      user_name: savedText(saved, 'user_name') || text(defs.value('user_name')),
      date: text(defs.value('date')) || savedText(saved, 'date'),
      signature: '',
    },
    translate: translateSchemaMessage,
  });
  const step = useStepSave({
    form,
    tab,
    enrollmentId,
    nav,
    save: (v) =>
      apiCall('save-agreement-info', {
        body: {
          enrollment_id: enrollmentId,
          eprocess: signer,
          question_id: text(defs.value('question_id')) || undefined,
          question: text(defs.value('question')) || undefined,
          answer: defs.shown('answer') ? v.answer.trim() || undefined : undefined,
          verification_code: defs.shown('verification_code')
            ? v.verification_code.trim() || undefined
            : undefined,
          date: v.date || undefined,
          agent_name: text(defs.value('agent_name')) || undefined,
          agent_code: text(defs.value('agent_code')) || undefined,
          group_name: text(defs.value('group_name')) || undefined,
          group_code: text(defs.value('group_code')) || undefined,
          user_name: defs.shown('user_name') ? v.user_name.trim() || undefined : undefined,
          signature: defs.shown('signature') ? v.signature : undefined,
          agreed: texts
            .filter((_, i) => v.agreements[i])
            .map((tx) => ({ text_id: tx.text_id, version: tx.version })),
        },
      }),
  });
  const field = (name: FieldPath<Values> & string) => ({
    control: form.control,
    name,
    readOnly: defs.readOnly(name),
    hint: defs.hint(name),
  });

  const verificationSection = (
    <section key="verification" className={formStyles.section} aria-labelledby="agreement-verification">
      <h2 id="agreement-verification" className={formStyles.sectionTitle}>
        {t(verificationTitleKey(signer))}
      </h2>
      <div className={formStyles.grid}>
        {READ_ONLY.filter((name) => defs.shown(name)).map((name) => (
          <TextField
            key={name}
            label={t(LABEL[name])}
            value={text(defs.value(name))}
            readOnly
            className={name === 'question' ? formStyles.full : undefined}
          />
        ))}
        {defs.shown('answer') && (
          <FormTextField
            {...field('answer')}
            label={t('agreement.answer')}
            placeholder={t('agreement.answerPlaceholder')}
            autoComplete="off"
          />
        )}
        {defs.shown('verification_code') && (
          <FormTextField {...field('verification_code')} label={t('agreement.code')} autoComplete="off" />
        )}
        {defs.shown('user_name') && (
          <FormTextField {...field('user_name')} label={t('agreement.userName')} autoComplete="name" />
        )}
        {defs.shown('date') && <FormDateField {...field('date')} label={t('agreement.date')} />}
      </div>
    </section>
  );
  const signaturePad = defs.shown('signature') && (
    <Controller
      key="signature"
      control={form.control}
      name="signature"
      render={({ field: sig, fieldState }) => (
        <SignaturePad value={sig.value} onChange={sig.onChange} error={fieldState.error?.message} />
      )}
    />
  );

  return (
    <>
      <form id={FORM_ID} className={styles.form} noValidate onSubmit={step.submit}>
        <ol className={textStyles.texts}>
          {texts.map((tx, i) => (
            <AgreementTextItem key={tx.text_id} text={tx} index={i}>
              <Controller
                control={form.control}
                name={`agreements.${i}`}
                render={({ field: box, fieldState }) => (
                  <CheckboxField
                    label={t('agreement.accept', { head: tx.text_head })}
                    name={box.name}
                    ref={box.ref}
                    checked={box.value === true}
                    onChange={(e) => box.onChange(e.target.checked)}
                    onBlur={box.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </AgreementTextItem>
          ))}
        </ol>

        {/* On a phone the pad follows the boxes it seals, so both are on the screen together. */}
        {phone ? [signaturePad, verificationSection] : [verificationSection, signaturePad]}
        {step.formError && <Alert tone="error">{step.formError}</Alert>}
      </form>
      <StepFooter
        tab={tab}
        onBack={nav.back}
        saveLaterData={() => {
          const { signature: _sig, agreements: _boxes, ...rest } = form.getValues();
          return rest;
        }}
        onSaveLaterError={() => undefined}
        next={{ form: FORM_ID, busy: step.saving }}
      />
    </>
  );
}
