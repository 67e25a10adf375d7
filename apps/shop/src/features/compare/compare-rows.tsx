import type { ReactNode } from 'react';
import type { ComparedPlan, ShopPay, TierPrice } from '@bs/contract';
import { formatMoney } from '@bs/i18n';
import { PayNote, ServerHtml, useCategoryName, useChoiceLabels } from '@bs/ui';
import { useT } from '../../shared/after-landing/i18n/messages';
import { useT as useCompareT } from '../../shared/compare-tray/i18n/messages';
import { priceText } from '../../shared/add-to-cart/pricing-messages';
import styles from './compare-table.module.css';

export interface CompareRow {
  key: string;
  label: string;
  /** One cell per plan, in column order. */
  cells: ReactNode[];
  /** The row is not the same for every plan (marked "Differs"). */
  differs: boolean;
}

const TIERS = ['IO', 'IS', 'IC', 'IF'] as const;

/** Whether the values (compared as text) are not all equal. */
export const differ = (values: readonly string[]) => new Set(values).size > 1;

/**
 * The comparison's rows (issue 19): carrier, category, this person's options, the price per tier,
 * waiting period, coverage, exclusions, and the FAQ/example headings. Each row knows whether the
 * plans differ in it; the action row is added by the table.
 */
export function useCompareRows(plans: readonly ComparedPlan[], tier: string | undefined): CompareRow[] {
  const t = useT();
  const tc = useCompareT();
  const { tierLabel } = useChoiceLabels();
  const categoryName = useCategoryName();
  const notStated = tc('compare.notStated');
  const reason = (p: { errorCode?: string }) =>
    p.errorCode ? tc(`cardPrice.reason.${p.errorCode}`) : notStated;
  const tierText = (p: TierPrice | undefined) =>
    p?.from_price !== undefined
      ? tc(p.fee_type === 'one_time' ? 'cardPrice.fromOneTime' : 'cardPrice.from', {
          price: formatMoney(p.from_price),
        })
      : p
        ? reason(p)
        : notStated;
  const optionsText = (plan: ComparedPlan): { text: string; pay?: ShopPay }[] => {
    const own = plan.pricing.plans.filter((o) => o.is_prudential_plan === 0);
    if (!own.length) return [{ text: reason(plan.pricing) }];
    return own.map((o) => {
      const fee = plan.pricing.plans.find((f) => f.is_prudential_plan === 1 && f.pair_ppid === o.ppid);
      const main = tc('compare.optionPrice', {
        option: o.plan_name,
        price: priceText(o.plan_price, o.fee_type),
      });
      const text = fee
        ? tc('compare.withFee', {
            price: main,
            fee: t('pricing.fee', { price: formatMoney(fee.plan_price) }),
          })
        : main;
      return { text, pay: o.pay };
    });
  };
  // A text the catalogue has only in English on a page in another language is marked lang="en".
  const langOf = (p: ComparedPlan, field: string) => p.text_lang?.[field];
  const list = (items: readonly string[], lang?: string) => (
    <ul className={styles.list} lang={lang}>
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
  // A text row; a cell whose text is an English fallback is wrapped to carry lang="en".
  const textRow = (
    key: string,
    label: string,
    values: string[],
    langs: (string | undefined)[] = [],
  ): CompareRow => ({
    key,
    label,
    cells: values.map((v, i) => (langs[i] ? <span lang={langs[i]}>{v}</span> : v)),
    differs: differ(values),
  });
  const listRow = (
    key: string,
    label: string,
    values: string[][],
    langs: (string | undefined)[] = [],
  ): CompareRow => ({
    key,
    label,
    cells: values.map((v, i) => list(v, langs[i])),
    differs: differ(values.map((v) => v.join('\n'))),
  });
  const options = plans.map(optionsText);
  return [
    textRow(
      'carrier',
      tc('compare.rows.carrier'),
      plans.map((p) => p.facts?.carrier ?? notStated),
    ),
    textRow(
      'category',
      tc('compare.rows.category'),
      plans.map((p) => categoryName(p.plan_category)),
    ),
    {
      key: 'your-price',
      label: tc('compare.rows.yourPrice', { tier: tier ? tierLabel(tier) : notStated }),
      // A group member's option also per paycheck under its monthly price (ADR 0033).
      cells: options.map((items, i) => (
        <ul key={plans[i]!.plan_id} className={styles.list}>
          {items.map((o) => (
            <li key={o.text}>
              {o.text}
              {o.pay && <PayNote pay={o.pay} />}
            </li>
          ))}
        </ul>
      )),
      differs: differ(options.map((v) => v.map((o) => o.text).join('\n'))),
    },
    ...TIERS.map((code) =>
      textRow(
        `tier-${code}`,
        tierLabel(code),
        plans.map((p) => tierText(p.tiers.find((x) => x.tier === code))),
      ),
    ),
    textRow(
      'waiting',
      tc('compare.rows.waitingPeriod'),
      plans.map((p) => p.facts?.waiting_period ?? notStated),
      plans.map((p) => (p.facts ? langOf(p, 'facts') : undefined)),
    ),
    listRow(
      'coverage',
      tc('compare.rows.coverage'),
      plans.map((p) => p.facts?.coverage ?? [notStated]),
      plans.map((p) => (p.facts ? langOf(p, 'facts') : undefined)),
    ),
    {
      key: 'exclusions',
      label: tc('compare.rows.exclusions'),
      cells: plans.map((p) => (
        <ServerHtml
          key={p.plan_id}
          className={styles.html}
          html={p.exclusions_text}
          lang={langOf(p, 'exclusions_text')}
        />
      )),
      differs: differ(plans.map((p) => p.exclusions_text)),
    },
    listRow(
      'sections',
      tc('compare.rows.sections'),
      plans.map((p) => [p.example_text_name, p.faq_text_name].filter(Boolean)),
    ),
  ];
}
