import type { ComparedPlan, TierPrice } from '@bs/contract';
import type { CategoryKey, Language } from '@bs/domain';
import { t, translate } from '../../i18n/messages';
import { escapeHtml, money } from '../../kernel/mail/html';
import { TABLE_CELL as td } from '../../kernel/mail/layout';
import { payText } from '../../kernel/pay/pay-text';

type Row = { label: string; cells: string[] };

// Literal templates, so the catalogue test sees each one has its Spanish.
const tierLabels = (lang: Language) =>
  [
    ['IO', t(lang, 'Member Only')],
    ['IS', t(lang, 'Member + Spouse')],
    ['IC', t(lang, 'Member + Child(ren)')],
    ['IF', t(lang, 'Family')],
  ] as const;
const categoryText = (lang: Language, key: CategoryKey): string =>
  ({
    dental: 'Dental', // the same word in Spanish
    vision: t(lang, 'Vision'),
    medical: t(lang, 'Medical'),
    limitedmed: t(lang, 'Limited Med'),
    term_life: t(lang, 'Term Life'),
    supplemental: t(lang, 'Supplemental'),
    lifestyle: t(lang, 'Lifestyle'),
    rx: t(lang, 'RX'),
    di: t(lang, 'Disability Income'),
    critical: t(lang, 'Critical Illness'),
    accident: t(lang, 'Accident'),
    hospital: t(lang, 'Hospital'),
    pet: t(lang, 'PET'),
  })[key];

const fromPrice = (lang: Language, p: Pick<TierPrice, 'from_price' | 'fee_type' | 'message'>) => {
  if (p.from_price === undefined) return p.message ? translate(p.message, lang) : t(lang, 'Not stated');
  const amount = money(Math.round(p.from_price * 100));
  return p.fee_type === 'one_time'
    ? t(lang, 'from {amount} one-time', { amount })
    : t(lang, 'from {amount} / month', { amount });
};

/**
 * The rows of the comparison the quote e-mail carries (issue 19): carrier, category, this
 * person's options, the lowest price in each tier, waiting period and coverage. Plan texts stay
 * as the catalogue writes them; the labels follow the mail's language.
 */
export function comparisonRows(plans: readonly ComparedPlan[], lang: Language): Row[] {
  const options = (p: ComparedPlan) => {
    const own = p.pricing.plans.filter((o) => o.is_prudential_plan === 0);
    if (!own.length) return p.pricing.message ? translate(p.pricing.message, lang) : t(lang, 'Not stated');
    return own
      .map((o) => {
        const price = { name: o.plan_name, amount: money(Math.round(o.plan_price * 100)) };
        if (o.fee_type === 'one_time') return t(lang, '{name}: {amount} one-time', price);
        const monthly = t(lang, '{name}: {amount} / month', price);
        return o.pay ? `${monthly} (${payText(lang, o.pay)})` : monthly;
      })
      .join('; ');
  };
  const notStated = t(lang, 'Not stated');
  return [
    { label: t(lang, 'Carrier'), cells: plans.map((p) => p.facts?.carrier ?? notStated) },
    { label: t(lang, 'Category'), cells: plans.map((p) => categoryText(lang, p.plan_category)) },
    { label: t(lang, 'Your options'), cells: plans.map(options) },
    ...tierLabels(lang).map(([code, label]) => ({
      label,
      cells: plans.map((p) => {
        const price = p.tiers.find((x) => x.tier === code);
        return price ? fromPrice(lang, price) : notStated;
      }),
    })),
    { label: t(lang, 'Waiting period'), cells: plans.map((p) => p.facts?.waiting_period ?? notStated) },
    { label: t(lang, 'What is covered'), cells: plans.map((p) => p.facts?.coverage.join('; ') ?? notStated) },
  ];
}

/** The comparison as an e-mail table row (escaped), or '' when the quote carries none. */
export function comparisonHtml(plans: readonly ComparedPlan[] | undefined, lang: Language): string {
  if (!plans?.length) return '';
  const head = plans
    .map((p) => `<th align="left" style="${td}background:#f9fafb;">${escapeHtml(p.plan_name)}</th>`)
    .join('');
  const rows = comparisonRows(plans, lang)
    .map(
      (r) =>
        `<tr><th align="left" scope="row" style="${td}">${escapeHtml(r.label)}</th>${r.cells
          .map((c) => `<td style="${td}">${escapeHtml(c)}</td>`)
          .join('')}</tr>`,
    )
    .join('\n');
  return `<tr><td style="padding:0 24px 16px;">
<h2 style="font-size:16px;margin:8px 0;">${escapeHtml(t(lang, 'Plans compared'))}</h2>
<table width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><th align="left" style="${td}background:#f9fafb;">${escapeHtml(t(lang, 'Feature'))}</th>${head}</tr>
${rows}
</table></td></tr>`;
}

/** The same comparison as plain-text lines. */
export function comparisonText(plans: readonly ComparedPlan[] | undefined, lang: Language): string[] {
  if (!plans?.length) return [];
  const rows = comparisonRows(plans, lang);
  return [
    '',
    t(lang, 'Plans compared'),
    ...plans.flatMap((p, i) => ['', `* ${p.plan_name}`, ...rows.map((r) => `  ${r.label}: ${r.cells[i]}`)]),
  ];
}
