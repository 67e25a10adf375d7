import { Link } from 'react-router';
import { Alert, buttonClass, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';

/**
 * A saved enrollment that has since been completed: continuing it by code or by the mailed link
 * says so and where its receipt went, instead of opening a step that could no longer be saved.
 */
export function CompletedNotice() {
  const t = useT();
  const to = useStorePath();
  return (
    <div>
      <Alert tone="success">
        <p>
          <strong>{t('continue.completed')}</strong>
        </p>
        <p>{t('continue.completedNote')}</p>
      </Alert>
      <p>
        <Link to={to('/')} className={buttonClass('primary')}>
          {t('continue.home')}
        </Link>
      </p>
    </div>
  );
}
