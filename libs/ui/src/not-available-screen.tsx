import { Link } from 'react-router';
import { buttonClass } from './button';
import { EmptyState } from './empty-state';
import { useStorePath } from './use-store-path';

/** Honest stand-in for a screen a later issue builds: says so and offers the way home. */
export function NotAvailableScreen() {
  const to = useStorePath();
  return (
    <EmptyState
      headingLevel="h1"
      title="This page is not available yet."
      message="We are still building this part of the store."
      action={
        <Link to={to('/')} className={buttonClass('secondary')}>
          Back to Homepage
        </Link>
      }
    />
  );
}
