import { Link } from 'react-router';
import { buttonClass, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';

/** The way from a rep's or group's home to the group enrollment board (issue 20). */
export function BoardLink() {
  const t = useT();
  const to = useStorePath();
  return (
    <p>
      <Link to={to('/enrollment-board')} className={buttonClass('secondary')}>
        {t('home.enrollmentBoard')}
      </Link>
    </p>
  );
}
