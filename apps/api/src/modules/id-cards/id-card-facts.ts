import type { IdCard } from '@bs/contract';
import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import type { CardCoverageRow, DependentRow, MemberRow } from './id-cards.repository';

/** Where a card's files are answered (id-card-file.route.ts): the member's session opens them. */
export const ID_CARD_PATH = '/id-cards';
export type CardFormat = 'pdf' | 'png';

/** Which dependents a tier covers; coverage on file without an enrollment covers those on file. */
const TIER_COVERS: Record<string, { spouse: boolean; child: boolean }> = {
  IO: { spouse: false, child: false },
  IS: { spouse: true, child: false },
  IC: { spouse: false, child: true },
  IF: { spouse: true, child: true },
};

export function coveredDependents(tier: string | null, deps: DependentRow[]) {
  const covers = (tier && TIER_COVERS[tier]) || { spouse: true, child: true };
  return deps
    .filter((d) => covers[d.relationship])
    .map((d) => ({ name: `${d.first_name} ${d.last_name}`, relationship: d.relationship }));
}

/** "BrightSmile Dental PPO" -> "brightsmile-dental-ppo" (ASCII, for a file name). */
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

export const cardFileName = (lang: Language, planName: string, format: CardFormat) =>
  `${slug(t(lang, 'ID card'))}-${slug(planName)}.${format}`;

const fileOf = (lang: Language, userId: number, row: CardCoverageRow, format: CardFormat) => ({
  url: `${ID_CARD_PATH}/${userId}/${row.plan_id}.${format}?lang=${lang}`,
  file_name: cardFileName(lang, row.plan_name, format),
});

/** What one card prints, and where its two files are. */
export function cardFacts(
  lang: Language,
  member: MemberRow,
  row: CardCoverageRow,
  deps: DependentRow[],
): IdCard {
  return {
    plan_id: row.plan_id,
    plan_name: row.plan_name,
    category: row.category,
    carrier_name: row.carrier_name,
    carrier_phone: row.carrier_phone,
    member_name: `${member.first_name} ${member.last_name}`,
    member_id: String(member.user_id),
    group_number: row.group_number,
    group_name: row.group_name,
    coverage_start: row.effective_date,
    dependents: coveredDependents(row.tier, deps),
    pdf: fileOf(lang, member.user_id, row, 'pdf'),
    png: fileOf(lang, member.user_id, row, 'png'),
  };
}
