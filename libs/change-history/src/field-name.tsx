import { Fragment } from 'react';
import { useT } from './i18n/messages';
import { visuallyHidden } from '@bs/ui';
import { fieldParts } from './field-label';

/** A changed field's name: "Dependents › #2 › First Name", each part labelled where known. */
export function FieldName({ path }: { path: string }) {
  const t = useT();
  return (
    <>
      {fieldParts(path, t).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <span aria-hidden="true"> › </span>}
          {i > 0 && <span className={visuallyHidden}>, </span>}
          {'label' in part ? (
            part.label
          ) : 'number' in part ? (
            t('history.item', { n: part.number })
          ) : (
            <code>{part.code}</code>
          )}
        </Fragment>
      ))}
    </>
  );
}
