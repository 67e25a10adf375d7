import { Link } from 'react-router';
import { EmptyState, buttonClass, useStorePath } from '@bs/ui';
import { useT } from '../i18n/messages';

/** Shown instead of a rep or group home when the session does not belong to one. */
export function MissingContextNotice({ title, message }: { title: string; message: string }) {
  const t = useT();
  const to = useStorePath();
  return (
    <EmptyState
      headingLevel="h1"
      title={title}
      message={message}
      action={
        <Link to={to('/')} className={buttonClass('primary')}>
          {t('missing.home')}
        </Link>
      }
    />
  );
}
