import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@bs/api-client';
import { useSession } from '@bs/session';
import { mapFieldErrors } from '@bs/ui';
import { QUOTE_FIELDS, emptyQuote, validateQuote, type QuoteErrors, type QuoteField } from './quote-values';

export type QuoteStep = 'closed' | 'form' | 'preview' | 'sent';

/**
 * The quote e-mail (spec §2, §4): form, Preview (the server's HTML) and Send. The typed values live
 * here, above the modals, so nothing is lost when a step fails or the preview is closed.
 */
export function useQuoteForm(enrollmentId: string | null) {
  const [step, setStep] = useState<QuoteStep>('closed');
  const [values, setValues] = useState(emptyQuote);
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The plans in the compare tray (issue 19): the quote carries their comparison unless unticked.
  const compared = useSession((s) => s.compare_plans);
  const [withComparison, setWithComparison] = useState(true);
  const comparable = compared.length >= 2;
  const enrollment_id = enrollmentId ?? '';
  const trimmed = () => ({
    enrollment_id,
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    ...(comparable && withComparison && { compare_plans: compared.map((p) => p.plan_id).join(',') }),
  });

  const onError = (err: unknown) => {
    const mapped = mapFieldErrors(err, QUOTE_FIELDS);
    setErrors(mapped.fields);
    setFormError(mapped.formError);
    // A failed Send from the preview goes back to the form, where the messages sit beside the fields.
    setStep((s) => (s === 'preview' ? 'form' : s));
  };
  const preview = useMutation({
    mutationFn: () =>
      apiCall('get-quote-preview-content', { query: { ...trimmed(), tab: 'cart_info', type: 'preview' } }),
    onSuccess: () => setStep('preview'),
    onError,
  });
  const send = useMutation({
    mutationFn: () => apiCall('save-enrollment', { body: { ...trimmed(), tab: 'cart_info' } }),
    onSuccess: () => setStep('sent'),
    onError,
  });
  const pending = preview.isPending || send.isPending;

  const run = (mutate: () => void) => {
    if (pending) return;
    setFormError(null);
    const local = validateQuote(values);
    setErrors(local);
    if (Object.keys(local).length === 0) mutate();
  };

  return {
    step,
    values,
    errors,
    formError,
    previewHtml: preview.data?.content ?? '',
    sentTo: send.data?.email || values.email.trim(),
    /** How many plans the quote can carry a comparison of (0: none, the choice is not offered). */
    comparedCount: comparable ? compared.length : 0,
    withComparison,
    setWithComparison,
    previewing: preview.isPending,
    sending: send.isPending,
    open: () => {
      setFormError(null);
      setStep('form');
    },
    close: () => setStep('closed'),
    backToForm: () => setStep('form'),
    finish: () => {
      setValues(emptyQuote);
      setErrors({});
      send.reset();
      preview.reset();
      setStep('closed');
    },
    setField: (field: QuoteField, value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
    preview: () => run(() => preview.mutate()),
    send: () => run(() => send.mutate()),
  };
}
export type QuoteForm = ReturnType<typeof useQuoteForm>;
