import { Link } from 'react-router';
import { ApiFieldError } from '@bs/api-client';
import type { PlanEoiSettingsList } from '@bs/contract';
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
import { SignInPrompt, signedOut } from '../../shared/guard/admin-guard';
import { cover, PlanEoiForm } from './plan-eoi-form';
import { usePlanEoiSettings } from './use-plan-eoi';
import styles from './plan-eoi.module.css';

type Plan = PlanEoiSettingsList['plans'][number];

/**
 * `/admin/plan-eoi` (issue 30, ADR 0039): the platform administrator sets each life or disability
 * plan's guaranteed-issue amount and EOI rules, above the table of every plan selling an amount of
 * cover with its current rules. The store splits the next elections by them.
 */
export function PlanEoiScreen() {
  const t = useT();
  const to = useStorePath();
  useDocumentTitle(t('planEoi.title'));
  const list = usePlanEoiSettings();
  if (list.isError && signedOut(list.error)) return <SignInPrompt />;
  const rulesOf = (p: Plan) =>
    p.settings
      ? [
          t('planEoi.giLine', { amount: cover(p.settings.guaranteed_issue) }),
          p.settings.eoi_on_increase ? t('planEoi.increaseYes') : t('planEoi.increaseNo'),
          p.settings.eoi_for_late_entrants ? t('planEoi.lateYes') : t('planEoi.lateNo'),
          t('planEoi.expiresLine', { days: p.settings.expires_after_days }),
        ].join('\n')
      : t('planEoi.noRules');
  return (
    <StaffPage>
      <PageTitle
        subtitle={t('planEoi.intro')}
        actions={
          <Link className={buttonClass('secondary')} to={to('/admin/tenants')}>
            {t('planEoi.toTenants')}
          </Link>
        }
      >
        {t('planEoi.title')}
      </PageTitle>
      {list.isPending ? (
        <Spinner label={t('planEoi.loading')} />
      ) : list.isError ? (
        <Alert tone="error">
          {list.error instanceof ApiFieldError && list.error.status === 403
            ? t('planEoi.notAllowed')
            : t('planEoi.error')}{' '}
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <div className={styles.page}>
          <PlanEoiForm plans={list.data.plans} />
          <section aria-labelledby="plan-eoi-rules-title" className={styles.section}>
            <h2 id="plan-eoi-rules-title" className={styles.h2}>
              {t('planEoi.rulesTitle')}
            </h2>
            <StackedTable<Plan>
              caption={t('planEoi.caption')}
              rows={list.data.plans}
              rowKey={(p) => p.plan_id}
              columns={[
                {
                  label: t('planEoi.plan'),
                  cell: (p) => (
                    <>
                      {p.name} ({p.plan_id})
                      {!p.listed && <span className={styles.muted}> {t('planEoi.unlisted')}</span>}
                    </>
                  ),
                },
                { label: t('planEoi.amounts'), cell: (p) => p.amounts.map(cover).join(', ') },
                {
                  label: t('planEoi.rules'),
                  cell: (p) => <span className={styles.rules}>{rulesOf(p)}</span>,
                },
              ]}
            />
          </section>
        </div>
      )}
    </StaffPage>
  );
}
