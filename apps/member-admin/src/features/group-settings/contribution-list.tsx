import type { ContributionVersion } from '@bs/contract';
import { formatLongDate } from '@bs/i18n';
import { Button, useCategoryName, useChoiceLabels } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { describeRule } from './describe-rule';
import styles from './group-settings.module.css';

export interface ContributionListProps {
  rules: readonly ContributionVersion[];
  onEdit: (rule: ContributionVersion) => void;
}

/** Every version of the employer's share, newest start first, each with what it pays and from when. */
export function ContributionList({ rules, onEdit }: ContributionListProps) {
  const t = useT();
  const { tierLabel } = useChoiceLabels();
  const categoryName = useCategoryName();
  if (rules.length === 0) return <p className={styles.muted}>{t('settings.noRules')}</p>;
  const sorted = [...rules].sort(
    (a, b) => b.effective_from.localeCompare(a.effective_from) || b.rule_id - a.rule_id,
  );
  return (
    <ul className={styles.list} aria-label={t('settings.rulesTitle')}>
      {sorted.map((r) => {
        // A plan's rule names the plan and its category; it wins over that category's rule.
        const scope = r.category
          ? categoryName(r.category)
          : r.plan_name
            ? t('settings.planScopeNamed', {
                name: r.plan_name,
                category: r.plan_category ? categoryName(r.plan_category) : '',
              })
            : t('settings.planScope', { id: r.plan_id ?? '' });
        return (
          <li key={r.rule_id} className={styles.item}>
            <span className={styles.itemText}>
              <strong>{scope}</strong>
              <span>{describeRule(r, t, tierLabel)}</span>
              <span className={styles.muted}>
                {t('settings.effectiveFromDate', { date: formatLongDate(r.effective_from) })}
              </span>
            </span>
            <Button
              variant="secondary"
              onClick={() => onEdit(r)}
              aria-label={t('settings.editRuleFor', { scope })}
            >
              {t('settings.editRule')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
