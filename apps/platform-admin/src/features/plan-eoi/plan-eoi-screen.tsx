import type { PlanEoiSettingsList } from '@bs/contract';
import { useLanguage } from '@bs/i18n';
import { useT } from '../../i18n/messages';
import { CataloguePage } from '../../shared/catalogue-page/catalogue-page';
import { PlanEoiForm } from './plan-eoi-form';
import { cover } from './plan-eoi-values';
import { usePlanEoiSettings } from './use-plan-eoi';
import styles from './plan-eoi.module.css';

type Plan = PlanEoiSettingsList['plans'][number];

/**
 * `/admin/plan-eoi` (issue 30, ADR 0039): the platform administrator sets each life or disability
 * plan's guaranteed-issue amount and EOI rules, above the table of every plan selling an amount of
 * cover with its current rules and the questions of its EOI step. The store splits the next elections by them.
 */
export function PlanEoiScreen() {
  const t = useT();
  const list = usePlanEoiSettings();
  // The table lists each question in the page's language (the form edits both).
  const spanish = useLanguage()[0] === 'es';
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
    <CataloguePage<Plan>
      texts={{
        title: t('planEoi.title'),
        intro: t('planEoi.intro'),
        toTenants: t('planEoi.toTenants'),
        loading: t('planEoi.loading'),
        notAllowed: t('planEoi.notAllowed'),
        error: t('planEoi.error'),
        tableTitle: t('planEoi.rulesTitle'),
        caption: t('planEoi.caption'),
        plan: t('planEoi.plan'),
        unlisted: t('planEoi.unlisted'),
      }}
      list={list}
      form={(plans) => <PlanEoiForm plans={plans} />}
      columns={[
        { label: t('planEoi.amounts'), cell: (p) => p.amounts.map(cover).join(', ') },
        { label: t('planEoi.rules'), cell: (p) => <span className={styles.rules}>{rulesOf(p)}</span> },
        {
          label: t('planEoi.questions.column'),
          cell: (p) =>
            p.questions.length ? (
              <ol className={styles.asked}>
                {p.questions.map((q) => (
                  <li key={q.question_id}>{spanish ? q.question_text_es : q.question_text}</li>
                ))}
              </ol>
            ) : (
              t('planEoi.questions.none')
            ),
        },
      ]}
    />
  );
}
