import type { EftTerms } from '@bs/contract';
import { CheckboxField } from '@bs/ui';
import { useController, type Control, type FieldValues, type FieldPath } from '@bs/ui/form';
import { AgreementTextItem, textStyles } from '../../shared/agreement-text/agreement-text';
import { useT } from '../../i18n/messages';
import { translateSchemaMessage } from '../../i18n/schema-messages';

export interface EftTermsAgreementProps<T extends FieldValues> {
  terms: EftTerms;
  control: Control<T>;
  /** The form's field that holds the agreed set's hash ('' until ticked). */
  name: FieldPath<T>;
}

/**
 * A card payer who chooses a bank account agrees to the EFT terms here, beside the account,
 * rather than on the agreement step where most of them will pay by card (issue 32). Ticking the
 * box puts the set's hash in the form: the server checks it is the current set's.
 */
export function EftTermsAgreement<T extends FieldValues>({
  terms,
  control,
  name,
}: EftTermsAgreementProps<T>) {
  const t = useT();
  const { field, fieldState } = useController({ control, name });
  return (
    <section aria-labelledby="eft-terms-intro">
      <p id="eft-terms-intro">{t('billing.eftTermsIntro')}</p>
      <ol className={textStyles.texts}>
        {terms.texts.map((text, i) => (
          <AgreementTextItem key={text.text_id} text={text} index={i} idPrefix="eft-terms">
            {null}
          </AgreementTextItem>
        ))}
      </ol>
      <CheckboxField
        name={field.name}
        ref={field.ref}
        label={t('billing.eftTermsAgree')}
        checked={field.value === terms.texts_hash}
        onChange={(e) => field.onChange(e.target.checked ? terms.texts_hash : '')}
        onBlur={field.onBlur}
        error={fieldState.error?.message ? translateSchemaMessage(fieldState.error.message) : undefined}
      />
    </section>
  );
}
