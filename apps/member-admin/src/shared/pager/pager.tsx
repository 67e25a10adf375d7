import { useT } from '../../i18n/messages';
import { pagerItems } from './pager-items';
import styles from './pager.module.css';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Abbreviated pager (spec §2): Previous, 1 … 4 5 6 … 20, Next; the current page is marked for screen readers. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className={styles.pager}>
      <ul>
        <li>
          <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('pager.previous')}
          </button>
        </li>
        {pagerItems(page, pages).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-label={t('pager.gap')}>
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                aria-label={t('pager.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onPage(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('pager.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
