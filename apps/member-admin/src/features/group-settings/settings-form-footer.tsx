import { Alert, Button } from '@bs/ui';
import styles from './group-settings.module.css';

/** The end of a settings form: its refusal or its "saved" message, then its one save button. */
export function SettingsFormFooter(p: {
  error: string | null;
  saved: string | null;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      {p.error && <Alert tone="error">{p.error}</Alert>}
      {p.saved && <Alert tone="success">{p.saved}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={p.busy}>
          {p.label}
        </Button>
      </div>
    </>
  );
}
