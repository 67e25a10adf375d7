/**
 * A store address from its name, as a newcomer would write it by hand: lower case, accents
 * dropped, every run of other characters one hyphen, at most 63 characters ("Lakeview Dental
 * & Vision" -> "lakeview-dental-vision"). Empty when the name has no letter or digit.
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}
