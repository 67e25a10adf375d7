/** Seeded plan logos are file names served under /assets/plan-logos/; absolute URLs pass through. */
export function planLogoUrl(logo: string): string {
  if (!logo) return '';
  if (/^(https?:)?\/\//.test(logo) || logo.startsWith('/') || logo.startsWith('data:')) return logo;
  return `/assets/plan-logos/${logo}`;
}
