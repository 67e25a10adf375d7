import { Button } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { QuoteFormModal } from './quote-form-modal';
import { QuotePreviewModal } from './quote-preview-modal';
import { QuoteSentModal } from './quote-sent-modal';
import { useQuoteForm } from './use-quote-form';

/** The Send Personalized Quote button and its modals; the caller decides who may see it. */
export function SendQuote({ enrollmentId, disabled }: { enrollmentId: string; disabled?: boolean }) {
  const t = useT();
  const form = useQuoteForm(enrollmentId);
  return (
    <>
      <Button variant="secondary" block onClick={form.open} disabled={disabled}>
        {t('quote.open')}
      </Button>
      <QuoteFormModal form={form} enrollmentId={enrollmentId} />
      <QuotePreviewModal form={form} />
      <QuoteSentModal form={form} />
    </>
  );
}
