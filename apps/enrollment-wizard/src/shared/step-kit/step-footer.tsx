import { useState } from 'react';
import { Button, Tooltip } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { SaveLaterDialog } from '../save-later/save-later-dialog';
import type { TabName } from './wizard-tabs';
import styles from './step-footer.module.css';

export interface StepNext {
  /** The id of the step's form: Next submits it (save, then advance). */
  form?: string;
  onClick?: () => void;
  busy?: boolean;
  /** Why Next cannot be used right now (shown as its tooltip; the button stays focusable). */
  blocked?: string | null;
  /** The tooltip while Next can be used ('Click to continue enrollment'). */
  tooltip?: string;
  /** What the button does when it is more than Next (the last step: 'Submit enrollment and pay $188.97'). */
  label?: string;
}

export interface StepFooterProps {
  tab: TabName;
  onBack: () => void;
  /** The step's values as typed, for Save & Continue Later; omitted, the button is not offered. */
  saveLaterData?: () => Record<string, unknown>;
  /** A refused draft also marks the step's own fields, so the person sees what to fix. */
  onSaveLaterError?: (error: unknown) => void;
  /** Omitted: no Next (a tier minimum not met, a placeholder step). */
  next?: StepNext;
}

/** Back, Save & Continue Later and Next: the same footer on every step (wizard §2). */
export function StepFooter({ tab, onBack, saveLaterData, onSaveLaterError, next }: StepFooterProps) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const nextButton = (tipId?: string) =>
    next && (
      <Button
        type={next.form && !next.blocked ? 'submit' : 'button'}
        form={next.form}
        loading={next.busy}
        aria-disabled={next.blocked ? true : undefined}
        aria-describedby={tipId}
        onClick={(e) => {
          if (next.blocked) e.preventDefault();
          else next.onClick?.();
        }}
      >
        {next.label ?? t('actions.next')}
      </Button>
    );
  const tip = next?.blocked ?? next?.tooltip;
  return (
    <div className={styles.footer}>
      <Button variant="secondary" onClick={onBack}>
        {t('actions.back')}
      </Button>
      <div className={styles.forward}>
        {saveLaterData && (
          <Button variant="secondary" onClick={() => setSaving(true)}>
            {t('actions.saveLater')}
          </Button>
        )}
        {next && (tip ? <Tooltip text={tip}>{(id) => nextButton(id)}</Tooltip> : nextButton())}
      </div>
      {saveLaterData && (
        <SaveLaterDialog
          open={saving}
          onClose={() => setSaving(false)}
          tab={tab}
          data={saveLaterData}
          onError={onSaveLaterError}
        />
      )}
    </div>
  );
}
