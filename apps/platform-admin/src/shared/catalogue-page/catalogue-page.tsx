import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiFieldError } from '@bs/api-client';
import {
  Alert,
  Button,
  PageTitle,
  Spinner,
  StackedTable,
  StaffPage,
  buttonClass,
  useDocumentTitle,
  useStorePath,
} from '@bs/ui';
import { useT } from '../../i18n/messages';
import { SignInPrompt, signedOut } from '../guard/admin-guard';
import styles from './catalogue-page.module.css';

export { styles as catalogueStyles };

/** A plan as the catalogue pages list it: its name and id, and whether the store lists it. */
type CataloguePlan = { plan_id: number; name: string; listed: boolean };
type Column<P> = { label: string; cell: (p: P) => ReactNode };

export interface CataloguePageProps<P extends CataloguePlan> {
  /** The page's words, in the reader's language. */
  texts: {
    title: string;
    intro: string;
    toTenants: string;
    loading: string;
    notAllowed: string;
    error: string;
    tableTitle: string;
    caption: string;
    plan: string;
    unlisted: string;
  };
  list: UseQueryResult<{ plans: P[] }>;
  /** The form above the table, given the plans it may choose from. */
  form: (plans: P[]) => ReactNode;
  /** The table's columns after the plan's own. */
  columns: Column<P>[];
}

/**
 * The shell of a console catalogue page (plan documents, EOI rules): title with the way back to
 * the stores, the loading and refusal states, the form, and every plan's table whose first column
 * is the plan (name, id, unlisted).
 */
export function CataloguePage<P extends CataloguePlan>({
  texts,
  list,
  form,
  columns,
}: CataloguePageProps<P>) {
  const t = useT();
  const to = useStorePath();
  useDocumentTitle(texts.title);
  if (list.isError && signedOut(list.error)) return <SignInPrompt />;
  return (
    <StaffPage>
      <PageTitle
        subtitle={texts.intro}
        actions={
          <Link className={buttonClass('secondary')} to={to('/admin/tenants')}>
            {texts.toTenants}
          </Link>
        }
      >
        {texts.title}
      </PageTitle>
      {list.isPending ? (
        <Spinner label={texts.loading} />
      ) : list.isError ? (
        <Alert tone="error">
          {list.error instanceof ApiFieldError && list.error.status === 403 ? texts.notAllowed : texts.error}{' '}
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <div className={styles.page}>
          {form(list.data.plans)}
          <section aria-labelledby="catalogue-table-title" className={styles.section}>
            <h2 id="catalogue-table-title" className={styles.h2}>
              {texts.tableTitle}
            </h2>
            <StackedTable<P>
              caption={texts.caption}
              rows={list.data.plans}
              rowKey={(p) => p.plan_id}
              columns={[
                {
                  label: texts.plan,
                  cell: (p) => (
                    <>
                      {p.name} ({p.plan_id})
                      {!p.listed && <span className={styles.muted}> {texts.unlisted}</span>}
                    </>
                  ),
                },
                ...columns,
              ]}
            />
          </section>
        </div>
      )}
    </StaffPage>
  );
}
