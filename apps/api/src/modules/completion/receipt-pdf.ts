import type { Language } from '@bs/domain';
import PDFDocument from 'pdfkit';
import { t } from '../../i18n/messages';
import { payText, payTotalText } from '../../kernel/pay/pay-text';
import { eoiLines } from '../../kernel/eoi/eoi-text';
import type { ReceiptView } from './receipt-view';

/**
 * The electronic copy of the enrollment attached to the receipt mail: a PDF made with pdfkit
 * (its standard Helvetica fonts are read from node_modules/pdfkit/js/data at run time, which is
 * why the API bundle keeps pdfkit external). Masked values only.
 */
export function receiptPdf(v: ReceiptView, lang: Language): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: t(lang, 'Enrollment Receipt'), Author: v.brandName, Subject: v.policyId },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#1f2937').text(text);
    doc.moveDown(0.2).font('Helvetica').fontSize(10.5).fillColor('#111827');
  };
  const line = (label: string, value: string) =>
    doc
      .font('Helvetica-Bold')
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value || '-');

  doc.font('Helvetica-Bold').fontSize(20).text(v.brandName);
  doc.fontSize(16).text(t(lang, 'Enrollment Receipt'));
  doc.moveDown(0.5).font('Helvetica').fontSize(10.5);
  line(t(lang, 'Confirmation number'), v.policyId);
  line(t(lang, 'Date'), v.completedOn);
  line(t(lang, 'Effective date'), v.effectiveDate);

  heading(t(lang, 'Member'));
  line(t(lang, 'Name'), v.member.name);
  line(t(lang, 'Date of birth'), v.member.birthdate);
  line(t(lang, 'SSN'), v.member.ssn);
  line(t(lang, 'E-mail'), v.member.email);
  line(t(lang, 'Phone'), v.member.phone);
  line(t(lang, 'Address'), v.member.address);

  heading(t(lang, 'Plans'));
  for (const p of v.plans) {
    line(p.option ? `${p.name}: ${p.option}` : p.name, p.price);
    const note = (text: string) =>
      doc.fontSize(9.5).fillColor('#374151').text(text).fontSize(10.5).fillColor('#111827');
    if (p.eoi) {
      // Above guaranteed issue (ADR 0037): the price is the approved cover's; the rest waits.
      const l = eoiLines(lang, p.eoi);
      note(l.approved);
      note(l.pending);
      // A group employee's deduction under its line, worded as the shop words it (ADR 0033).
    } else if (p.pay) note(payText(lang, p.pay));
  }
  line(t(lang, 'First Month Total Cost'), v.initialCost);
  line(t(lang, 'Recurring Monthly Cost'), v.recurringCost);
  if (v.pay) {
    const total = payTotalText(lang, v.pay);
    line(total.label, total.amount);
  }

  if (v.beneficiaries.length) {
    heading(t(lang, 'Beneficiaries'));
    for (const b of v.beneficiaries)
      doc.text(`${b.name} · ${b.relationship} · ${b.percentage}% · ${t(lang, 'SSN')} ${b.ssn || '-'}`);
  }
  if (v.dependents.length) {
    heading(t(lang, 'Dependents'));
    for (const d of v.dependents)
      doc.text(`${d.name} · ${d.relationship} · ${d.birthdate} · ${t(lang, 'SSN')} ${d.ssn || '-'}`);
  }

  heading(t(lang, 'Billing'));
  line(t(lang, 'Payment type'), v.payment.method);
  if (v.payment.detail) doc.text(v.payment.detail);

  heading(t(lang, 'Agreement & Signature'));
  line(t(lang, 'Signed by'), v.agreement.signer);
  line(t(lang, 'Signed at'), v.agreement.signedAt);
  line(t(lang, 'Agreement version'), v.agreement.version);
  doc
    .fontSize(8)
    .fillColor('#4b5563')
    .text(`SHA-256 ${v.agreement.hash}`)
    .fontSize(10.5)
    .fillColor('#111827');
  for (const head of v.agreement.texts) doc.text(`- ${head}`);

  if (v.notes) {
    heading(t(lang, 'Additional notes'));
    doc.text(v.notes);
  }
  doc.end();
  return done;
}
