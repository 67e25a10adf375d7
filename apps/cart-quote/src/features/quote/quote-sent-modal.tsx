import { Button, Modal } from '@bs/ui';
import type { QuoteForm } from './use-quote-form';

/** Confirmation after the quote went out (spec §2): "Quote Successfully Sent to {email}". */
export function QuoteSentModal({ form }: { form: QuoteForm }) {
  return (
    <Modal
      open={form.step === 'sent'}
      title="Confirmation"
      onClose={form.finish}
      footer={<Button onClick={form.finish}>OK</Button>}
    >
      <p role="status">Quote Successfully Sent to {form.sentTo}</p>
    </Modal>
  );
}
