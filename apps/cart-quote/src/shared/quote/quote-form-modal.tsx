import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { Alert, Button, CheckboxField, Modal, TextAreaField, TextField } from '@bs/ui';
import { useT } from '../../i18n/messages';
import type { QuoteForm } from './use-quote-form';
import styles from './quote.module.css';

/** "Please enter details you want to send quote to?" (spec §2): name, e-mail, message, Preview, Send. */
export function QuoteFormModal({ form, enrollmentId }: { form: QuoteForm; enrollmentId: string }) {
  const t = useT();
  const open = form.step === 'form';
  // The fee notice follows what is in the cart right now, so it is asked afresh each time.
  const feeCart = useQuery({
    ...callQueryOptions('check-prudential-cart', { query: { enrollment_id: enrollmentId } }),
    enabled: open,
    staleTime: 0,
  });
  const busy = form.previewing || form.sending;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.send();
  };
  return (
    <Modal
      open={open}
      title={t('quote.form.title')}
      onClose={form.close}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={form.preview}
            loading={form.previewing}
            disabled={form.sending}
          >
            {t('quote.form.preview')}
          </Button>
          <Button type="submit" form="quote-form" loading={form.sending} disabled={form.previewing}>
            {t('quote.form.send')}
          </Button>
        </>
      }
    >
      <form
        id="quote-form"
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-busy={busy || undefined}
      >
        {feeCart.data?.status === true && <Alert tone="info">{t('quote.adminFee')}</Alert>}
        <TextField
          label={t('quote.form.name')}
          name="name"
          autoComplete="name"
          required
          value={form.values.name}
          onChange={(e) => form.setField('name', e.target.value)}
          error={form.errors.name}
        />
        <TextField
          label={t('quote.form.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          onChange={(e) => form.setField('email', e.target.value)}
          error={form.errors.email}
        />
        <TextAreaField
          label={t('quote.form.message')}
          name="message"
          value={form.values.message}
          onChange={(e) => form.setField('message', e.target.value)}
          error={form.errors.message}
        />
        {form.comparedCount > 0 && (
          <CheckboxField
            label={t('quote.form.includeComparison', { count: form.comparedCount })}
            name="compare_plans"
            checked={form.withComparison}
            onChange={(e) => form.setWithComparison(e.target.checked)}
            error={form.errors.compare_plans}
          />
        )}
        {form.formError && <Alert tone="error">{form.formError}</Alert>}
      </form>
    </Modal>
  );
}
