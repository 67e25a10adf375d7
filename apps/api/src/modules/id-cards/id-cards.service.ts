import type { IdCard } from '@bs/contract';
import type { Language } from '@bs/domain';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db';
import { cardBrand } from './card-brand';
import { cardPdf } from './card-pdf';
import { cardPng } from './card-png';
import { cardText } from './card-text';
import { cardFacts, type CardFormat } from './id-card-facts';
import { cardCoveragesOf, dependentsOf, memberOf } from './id-cards.repository';

/** A member's cards, one per coverage in force whose plan has one (empty for an unknown member). */
export async function memberCards(db: Queryable, lang: Language, userId: number): Promise<IdCard[]> {
  const member = await memberOf(db, userId);
  if (!member) return [];
  const [rows, deps] = await Promise.all([cardCoveragesOf(db, userId), dependentsOf(db, userId)]);
  return rows.map((r) => cardFacts(lang, member, r, deps));
}

/** One card drawn as a file, or null when the member holds no card for that plan. */
export async function cardFile(
  db: Queryable,
  config: AppConfig,
  o: { lang: Language; userId: number; planId: number; format: CardFormat },
): Promise<{ bytes: Buffer; fileName: string } | null> {
  const member = await memberOf(db, o.userId);
  const card = (await memberCards(db, o.lang, o.userId)).find((c) => c.plan_id === o.planId);
  if (!member || !card) return null;
  const brand = await cardBrand(db, config, member);
  const text = cardText(o.lang, card, brand.name);
  const bytes = o.format === 'pdf' ? await cardPdf(text, brand, o.lang) : await cardPng(text, brand);
  return { bytes, fileName: card[o.format].file_name };
}
