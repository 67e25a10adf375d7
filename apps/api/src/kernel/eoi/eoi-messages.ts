/** What a person is told about a plan's document or an amount of cover (Spanish in messages.es.ts). */
export const PLAN_DOCUMENT_TOO_BIG = 'This file is larger than 10 MB.';
export const PLAN_DOCUMENT_NOT_PDF = 'Plan documents must be PDF files.';
export const AMOUNT_NOT_SOLD = 'This amount is not sold by this plan.';
