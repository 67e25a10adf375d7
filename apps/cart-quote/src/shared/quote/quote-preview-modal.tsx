import { Button, Modal, ServerHtml } from '@bs/ui';
import { useT } from '../../i18n/messages';
import type { QuoteForm } from './use-quote-form';
import styles from './quote.module.css';

/** The quote as the recipient will get it: the server's HTML (sanitised by the API), in a scrolling box. */
export function QuotePreviewModal({ form }: { form: QuoteForm }) {
  const t = useT();
  return (
    <Modal
      open={form.step === 'preview'}
      title={t('quote.preview.title')}
      onClose={form.backToForm}
      footer={
        <>
          <Button variant="secondary" onClick={form.backToForm} disabled={form.sending}>
            {t('quote.preview.back')}
          </Button>
          <Button onClick={form.send} loading={form.sending}>
            {t('quote.preview.send')}
          </Button>
        </>
      }
    >
      {/* Focusable so keyboard users can scroll a long quote. */}
      <div className={styles.preview} tabIndex={0} role="region" aria-label={t('quote.preview.region')}>
        <ServerHtml html={form.previewHtml} />
      </div>
    </Modal>
  );
}
