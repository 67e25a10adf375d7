import PDFDocument from 'pdfkit';
import type { Language } from '@bs/domain';
import type { Queryable } from '../db/types';
import type { DataKey } from '../kernel/crypto/data-key';
import { checkPlanDocument } from '../kernel/eoi/plan-document';
import { savePlanDocument } from '../kernel/eoi/plan-documents.repository';

/**
 * The demo world's plan documents (issue 30, ADR 0035): a one-page Summary of Benefits and
 * Coverage on the dental (1001) and vision (1002) plans, in English and Spanish, written with the
 * receipt's PDF writer (pdfkit), so a newcomer sees them on the plans' detail pages and on the
 * platform administrator's "Plan documents" page. Only where the plan has none of that kind and
 * language, so an administrator's upload is kept.
 */
const PLANS = [
  { planId: 1001, name: 'BrightSmile Dental PPO' },
  { planId: 1002, name: 'ClearView Vision Plus' },
] as const;

const TEXT: Record<Language, { title: string; lines: string[]; file: string }> = {
  en: {
    title: 'Summary of Benefits and Coverage',
    file: 'summary-of-benefits-and-coverage.pdf',
    lines: [
      'What this plan covers and what you pay for covered services.',
      'This is a demonstration document of the Benefit Store demo world.',
      'Read the certificate of coverage for the full terms.',
    ],
  },
  es: {
    title: 'Resumen de beneficios y cobertura',
    file: 'resumen-de-beneficios-y-cobertura.pdf',
    lines: [
      'Lo que cubre este plan y lo que usted paga por los servicios cubiertos.',
      'Este es un documento de demostración del mundo de ejemplo de Benefit Store.',
      'Lea el certificado de cobertura para conocer todas las condiciones.',
    ],
  },
};

/** A small real PDF: the plan's name, the title and three lines. */
export function demoSbcPdf(planName: string, lang: Language): Promise<Buffer> {
  const text = TEXT[lang];
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: `${planName}: ${text.title}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(planName);
  doc.moveDown(0.3).fontSize(14).text(text.title);
  doc.moveDown().font('Helvetica').fontSize(11);
  for (const l of text.lines) doc.text(l).moveDown(0.4);
  doc.end();
  return done;
}

export async function seedPlanDocumentsDemo(tx: Queryable, key: DataKey): Promise<void> {
  for (const plan of PLANS)
    for (const lang of ['en', 'es'] as const) {
      const [has] = await tx.query(
        `SELECT 1 FROM plan_documents WHERE plan_id = $1 AND kind = 'sbc' AND language = $2`,
        [plan.planId, lang],
      );
      const [exists] = await tx.query('SELECT 1 FROM plans WHERE plan_id = $1', [plan.planId]);
      if (has || !exists) continue;
      const bytes = await demoSbcPdf(plan.name, lang);
      const checked = checkPlanDocument(TEXT[lang].file, bytes);
      if (!checked.ok) throw new Error(`demo SBC of plan ${plan.planId}: ${checked.message}`);
      await savePlanDocument(
        tx,
        key,
        { planId: plan.planId, language: lang, kind: 'sbc', by: null },
        checked,
        bytes,
      );
    }
}
