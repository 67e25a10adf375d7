import { Link } from 'react-router';
import { EmptyState, buttonClass, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { useStoreTitle } from '../../tenant/use-store-title';

/** The error page (spec §2 Error page) for /home when the route says error. */
export function NotFound() {
  const t = useT();
  const to = useStorePath();
  useStoreTitle(t('notFound.documentTitle'));
  return (
    <EmptyState
      headingLevel="h1"
      title={t('notFound.title')}
      action={
        <Link to={to('/')} className={buttonClass('primary')}>
          {t('notFound.home')}
        </Link>
      }
    />
  );
}
