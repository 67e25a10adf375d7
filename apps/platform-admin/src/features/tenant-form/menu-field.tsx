import { useState } from 'react';
import { useController, type Control } from '@bs/ui/form';
import { Button, useCategoryName, visuallyHidden } from '@bs/ui';
import { categoryKey } from '@bs/contract';
import { useT } from '../../i18n/messages';
import type { TenantFormValues } from './form-values';
import styles from './tenant-form.module.css';

/**
 * The category menu: which categories the store shows and in which order. Reordering is done with
 * Move up / Move down buttons (keyboard and screen-reader operable, no dragging needed); each
 * move is announced.
 */
export function MenuField({ control, disabled }: { control: Control<TenantFormValues>; disabled?: boolean }) {
  const t = useT();
  const categoryName = useCategoryName();
  const { field, fieldState } = useController({ control, name: 'menu' });
  const [said, setSaid] = useState('');
  const menu: string[] = field.value ?? [];
  const others = categoryKey.options.filter((k) => !menu.includes(k));
  const move = (i: number, by: -1 | 1) => {
    const next = [...menu];
    const [k] = next.splice(i, 1);
    next.splice(i + by, 0, k!);
    field.onChange(next);
    setSaid(t('menu.moved', { name: categoryName(k!), position: i + by + 1, count: next.length }));
  };
  const errorId = 'menu-error';
  return (
    <fieldset className={styles.fieldset} aria-describedby={fieldState.error ? errorId : undefined}>
      <legend>{t('menu.legend')}</legend>
      <p className={styles.hint}>{t('menu.hint')}</p>
      <ol className={styles.menuList} ref={(el) => field.ref(el)} tabIndex={-1}>
        {menu.map((k, i) => (
          <li key={k} className={styles.menuItem}>
            <div className={styles.menuRow}>
              <span className={styles.menuName}>{categoryName(k)}</span>
              <Button
                type="button"
                variant="secondary"
                disabled={disabled || i === 0}
                aria-label={t('menu.up', { name: categoryName(k) })}
                onClick={() => move(i, -1)}
              >
                ↑
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={disabled || i === menu.length - 1}
                aria-label={t('menu.down', { name: categoryName(k) })}
                onClick={() => move(i, 1)}
              >
                ↓
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={disabled}
                aria-label={t('menu.removeFor', { name: categoryName(k) })}
                title={t('menu.remove')}
                onClick={() => {
                  field.onChange(menu.filter((m) => m !== k));
                  setSaid(t('menu.removed', { name: categoryName(k) }));
                }}
              >
                ✕
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {others.length > 0 && (
        <div className={styles.menuAdd}>
          <span className={styles.hint}>{t('menu.addLabel')}</span>
          <ul className={styles.chips}>
            {others.map((k) => (
              <li key={k}>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={disabled}
                  aria-label={t('menu.addFor', { name: categoryName(k) })}
                  onClick={() => {
                    field.onChange([...menu, k]);
                    setSaid(t('menu.added', { name: categoryName(k) }));
                  }}
                >
                  + {categoryName(k)}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {fieldState.error && (
        <p id={errorId} className={styles.error}>
          {fieldState.error.message}
        </p>
      )}
      <div aria-live="polite" className={visuallyHidden}>
        {said}
      </div>
    </fieldset>
  );
}
