import { useSession, type EprocessValue, type YesNo } from '@bs/session';

/** Send Personalized Quote is for rep and group sessions, unless the store switched quotes off (spec §2). */
export function canSendQuote(eprocess: EprocessValue | null, showQuotation: YesNo | null): boolean {
  return (eprocess === 'rep' || eprocess === 'group') && showQuotation !== 'no';
}

export function useCanSendQuote(): boolean {
  const eprocess = useSession((s) => s.eprocess);
  const showQuotation = useSession((s) => s['show-quotation']);
  return canSendQuote(eprocess, showQuotation);
}
