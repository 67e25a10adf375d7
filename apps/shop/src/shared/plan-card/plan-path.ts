/** URL-safe plan name for `plan/{id}/{plan_name}` links: readable, stable, no spaces or symbols. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'plan'
  );
}

export const planPath = (planId: number, planName: string): string => `/plan/${planId}/${slugify(planName)}`;
