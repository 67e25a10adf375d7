import { Link } from 'react-router';
import { buttonClass } from './button';
import { useT } from './i18n/messages';
import { EmptyState } from './empty-state';
import { useStorePath } from './use-store-path';

/** Honest stand-in for a screen a later issue builds: says so and offers the way home. */
export function NotAvailableScreen() {
  const to = useStorePath();
  const t = useT();
  return (
    <EmptyState
      headingLevel="h1"
      title={t('notAvailable.title')}
      message={t('notAvailable.message')}
      action={
        <Link to={to('/')} className={buttonClass('secondary')}>
          {t('notAvailable.home')}
        </Link>
      }
    />
  );
}
