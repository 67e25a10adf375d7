import { createHash } from 'node:crypto';
import type { AgreementText, PaymentMethod } from '@bs/contract';
import type { Language } from '@bs/domain';

/**
 * The agreement texts (spec §9 facts: EFT initial payment up to 5 days after enrollment, monthly
 * EFT charge around the 1st-6th or 21st-26th, three business days' notice to stop a payment, $30
 * insufficient funds fee, no monthly charge for EFT). A change of wording is a new VERSION: the
 * e-signature evidence names the version and the hash of the exact words agreed (ADR 0009).
 * The texts are written here in both languages rather than translated at run time, because what
 * a person signs must not change when a translation catalogue does.
 */
export const AGREEMENT_VERSION = '2026-11-01';

type Source = {
  text_id: string;
  head: Record<Language, string>;
  body: Record<Language, string>;
  /** About paying from a bank account: not asked of a person whose group pays the bill. */
  eft?: true;
};

const SOURCES: Source[] = [
  {
    text_id: 'eft-authorization',
    eft: true,
    head: {
      en: 'Authorization for Electronic Funds Transfer (EFT)',
      es: 'Autorización de transferencia electrónica de fondos (EFT)',
    },
    body: {
      en:
        'If I pay by EFT, I authorize the Benefit Store and the carriers of the plans I selected to debit the bank account I provided for the premiums of my coverage. ' +
        'The initial payment will be taken on a day from the date of this enrollment up to 5 days after it. ' +
        'Each monthly payment after that will be taken on a day from about the 1st to the 6th or from about the 21st to the 26th of the month, depending on my effective date.',
      es:
        'Si pago por EFT, autorizo a Benefit Store y a las aseguradoras de los planes que elegí a debitar de la cuenta bancaria que indiqué las primas de mi cobertura. ' +
        'El pago inicial se cobrará en un día entre la fecha de esta inscripción y hasta 5 días después. ' +
        'Cada pago mensual posterior se cobrará en un día entre aproximadamente el 1 y el 6, o entre aproximadamente el 21 y el 26 del mes, según mi fecha de vigencia.',
    },
  },
  {
    text_id: 'stop-payment',
    eft: true,
    head: { en: 'Stopping a Payment', es: 'Cómo detener un pago' },
    body: {
      en:
        'This authorization stays in effect until I cancel it. To stop a payment, I must notify the Benefit Store at least three business days before the scheduled payment date, ' +
        'in writing or by calling the number on my receipt.',
      es:
        'Esta autorización sigue vigente hasta que yo la cancele. Para detener un pago, debo avisar a Benefit Store al menos tres días hábiles antes de la fecha programada del pago, ' +
        'por escrito o llamando al número que aparece en mi recibo.',
    },
  },
  {
    text_id: 'returned-payments',
    eft: true,
    head: { en: 'Returned Payments and Fees', es: 'Pagos devueltos y cargos' },
    body: {
      en:
        'If a payment is returned unpaid because of insufficient funds or a closed account, a $30 insufficient funds fee will be charged for each returned payment, ' +
        'and my coverage may end if the premium remains unpaid. There is no monthly charge for paying by EFT.',
      es:
        'Si un pago se devuelve sin cobrar por fondos insuficientes o por una cuenta cerrada, se cobrará un cargo de $30 por fondos insuficientes por cada pago devuelto, ' +
        'y mi cobertura puede terminar si la prima sigue sin pagarse. No hay ningún cargo mensual por pagar mediante EFT.',
    },
  },
  {
    text_id: 'accuracy',
    head: { en: 'Accuracy of Information', es: 'Veracidad de la información' },
    body: {
      en:
        'I confirm that the information in this enrollment is true and complete to the best of my knowledge. ' +
        'I understand that a false or incomplete answer may lead the carrier to deny a claim or cancel my coverage.',
      es:
        'Confirmo que la información de esta inscripción es verdadera y completa según mi leal saber y entender. ' +
        'Entiendo que una respuesta falsa o incompleta puede hacer que la aseguradora rechace un reclamo o cancele mi cobertura.',
    },
  },
  {
    text_id: 'electronic-signature',
    head: { en: 'Consent to Sign Electronically', es: 'Consentimiento para firmar electrónicamente' },
    body: {
      en:
        'I agree to sign this enrollment electronically. My electronic signature has the same legal effect as a signature on paper. ' +
        'A copy of this enrollment will be e-mailed to me, and I may ask the Benefit Store for a paper copy at no charge.',
      es:
        'Acepto firmar esta inscripción electrónicamente. Mi firma electrónica tiene el mismo efecto legal que una firma en papel. ' +
        'Recibiré por correo electrónico una copia de esta inscripción y puedo pedir a Benefit Store una copia en papel sin costo.',
    },
  },
];

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

const shown = (s: Source, lang: Language): AgreementText => ({
  text_id: s.text_id,
  version: AGREEMENT_VERSION,
  hash: sha256(`${s.head[lang]}\n\n${s.body[lang]}`),
  text_head: s.head[lang],
  text_body: s.body[lang],
  text_required: 1 as const,
});

/**
 * The texts to sign in a language, each with its hash; every text is required. The EFT texts are
 * signed here only by a person who can pay by nothing else (payment method `eft`): a group that
 * pays the bill asks nothing of the person, and a card payer (method `cc`, card or EFT) agrees to
 * them on the billing step if they choose a bank account (issue 32; `eftTerms`).
 */
export function agreementTexts(lang: Language, o: { method: PaymentMethod }): AgreementText[] {
  return SOURCES.filter((s) => !s.eft || o.method === 'eft').map((s) => shown(s, lang));
}

/**
 * The EFT texts a card payer agrees to beside the bank account they choose: answered by
 * get-payment-method for method `cc`; save-billing-info checks the hash sent is this set's, in
 * either language (the evidence keeps which).
 */
export function eftTerms(lang: Language) {
  const texts = SOURCES.filter((s) => s.eft).map((s) => shown(s, lang));
  return { version: AGREEMENT_VERSION, texts, texts_hash: textsHash(texts) };
}

/** The language whose EFT texts hash to `hash`, or null when it is no current set's. */
export const eftTermsLanguage = (hash: string | undefined): Language | null =>
  (['en', 'es'] as const).find((l) => hash !== undefined && eftTerms(l).texts_hash === hash) ?? null;

/** The hash of a whole set of texts (the order and every text's hash). */
export const textsHash = (texts: AgreementText[]) =>
  sha256(texts.map((t) => `${t.text_id}:${t.hash}`).join('\n'));
