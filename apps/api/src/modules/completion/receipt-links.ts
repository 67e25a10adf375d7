import type { Language } from '@bs/domain';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db';
import { STORE_PAGES } from '../../http/store-pages';
import { t } from '../../i18n/messages';
import { planDocumentUrl } from '../../kernel/eoi/plan-document-link';
import { documentsOfPlan } from '../../kernel/eoi/plan-documents.repository';
import type { MailBrand } from '../../kernel/mail/layout';

/** What the receipt mail links besides the enrollment: the plans' documents and the ID cards' home. */
export type ReceiptLinks = {
  /** Each listed plan's documents in the reader's language (else English): public links. */
  documents: { plan: string; label: string; url: string }[];
  /** The plans of the enrollment that have an ID card (ADR 0038). */
  cardPlans: string[];
  /** The member sign-in page of the store the mail speaks for: the cards are behind it. */
  signInUrl: string;
};

const KIND_LABEL: Record<string, (lang: Language) => string> = {
  sbc: (lang) => t(lang, 'Summary of Benefits and Coverage (PDF)'),
  certificate: (lang) => t(lang, 'Certificate of coverage (PDF)'),
  brochure: (lang) => t(lang, 'Brochure (PDF)'),
};

/**
 * The receipt's links (issue 30, ADR 0038). A plan document is public like the plan (ADR 0035),
 * so its link opens without signing in. An ID card never travels by mail or by link: the mail
 * says where the cards are (the member's home) and links the member sign-in page, never a card.
 */
export async function receiptLinks(
  db: Queryable,
  config: AppConfig,
  o: { brand: MailBrand; lang: Language; planIds: number[] },
): Promise<ReceiptLinks> {
  const plans = await db.query<{ plan_id: number; name: string; listed: boolean; id_card: boolean }>(
    'SELECT plan_id, name, listed, id_card FROM plans WHERE plan_id = ANY($1::int[]) ORDER BY name',
    [o.planIds],
  );
  const documents: ReceiptLinks['documents'] = [];
  for (const p of plans.filter((x) => x.listed))
    for (const d of await documentsOfPlan(db, config.dataKey, p.plan_id, o.lang))
      documents.push({
        plan: p.name,
        label: KIND_LABEL[d.kind]?.(o.lang) ?? d.fileName,
        url: planDocumentUrl(config.publicUrl, d.documentId),
      });
  return {
    documents,
    cardPlans: plans.filter((p) => p.id_card).map((p) => p.name),
    signInUrl: `${config.publicUrl}${o.brand.landing ?? ''}/${STORE_PAGES.memberSignIn}`,
  };
}
