import { Button, Modal, SafeHtml } from '@bs/ui';
import type { QuoteForm } from './use-quote-form';
import styles from './quote.module.css';

/** The quote as the recipient will get it: the server's HTML, sanitised, in a scrolling box. */
export function QuotePreviewModal({ form }: { form: QuoteForm }) {
  return (
    <Modal
      open={form.step === 'preview'}
      title="Quote Preview"
      onClose={form.backToForm}
      footer={
        <>
          <Button variant="secondary" onClick={form.backToForm} disabled={form.sending}>
            Back
          </Button>
          <Button onClick={form.send} loading={form.sending}>
            Send
          </Button>
        </>
      }
    >
      {/* Focusable so keyboard users can scroll a long quote. */}
      <div className={styles.preview} tabIndex={0} role="region" aria-label="Quote preview">
        <SafeHtml html={form.previewHtml} />
      </div>
    </Modal>
  );
}
