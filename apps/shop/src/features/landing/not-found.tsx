import { Link } from 'react-router';
import { EmptyState, buttonClass, useStorePath } from '@bs/ui';

/** The error page (spec §2 Error page) for /home when the route says error. */
export function NotFound() {
  const to = useStorePath();
  return (
    <EmptyState
      headingLevel="h1"
      title="OOPS! Page not found"
      action={
        <Link to={to('/')} className={buttonClass('primary')}>
          Back to Homepage
        </Link>
      }
    />
  );
}
