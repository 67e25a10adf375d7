/** The contact address (contact_info) the 'Choose physical address' checkbox copies (spec §4). */
export type ContactAddress = { address1: string; address2: string; city: string; state: string; zip: string };

export function contactAddressOf(saved: unknown): ContactAddress {
  const s = (typeof saved === 'object' && saved ? saved : {}) as Record<string, unknown>;
  const text = (k: string) => (s[k] == null ? '' : String(s[k]));
  return {
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
  };
}
