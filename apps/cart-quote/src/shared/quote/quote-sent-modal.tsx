import { Button, Modal } from '@bs/ui';
import { useT } from '../../i18n/messages';
import type { QuoteForm } from './use-quote-form';

/** Confirmation after the quote went out (spec §2): "Quote Successfully Sent to {email}". */
export function QuoteSentModal({ form }: { form: QuoteForm }) {
  const t = useT();
  return (
    <Modal
      open={form.step === 'sent'}
      title={t('quote.sent.title')}
      onClose={form.finish}
      footer={<Button onClick={form.finish}>{t('quote.sent.ok')}</Button>}
    >
      <p role="status">{t('quote.sent.text', { email: form.sentTo })}</p>
    </Modal>
  );
}
