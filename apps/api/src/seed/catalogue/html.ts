/** The few HTML shapes the seeded catalogue texts are written with, in every language. */
export const p = (text: string) => `<p>${text}</p>`;
export const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const qa = (...pairs: [string, string][]) =>
  pairs.map(([q, a]) => `<p><strong>${q}</strong></p><p>${a}</p>`).join('');
