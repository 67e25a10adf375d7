import { z } from 'zod';

// The fields of a tenant's theme, apart from the schema that checks them as a whole: theme.ts
// derives the palette from a TenantTheme and schema.ts refuses themes it cannot derive, so both
// import this file and neither imports the other (no import circle).
const hexColor = z.string().regex(/^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/, 'must be a hex colour like #1f5fae');
// Fonts are system stacks only (no internet, no web fonts); the character set keeps the value
// from breaking out of the CSS declaration or the <style> element it is injected into.
const fontStack = z
  .string()
  .min(1)
  .max(200)
  .regex(
    /^[A-Za-z0-9 ,'"_-]+$/,
    'must be a CSS font stack (letters, digits, spaces, commas, quotes, hyphens)',
  );
const radius = z.string().regex(/^\d{1,2}(\.\d{1,2})?(px|rem|em)$/, 'must be a length like 6px or 0.5rem');
export const themeFields = z.object({
  primary: hexColor,
  accent: hexColor.optional(),
  font: fontStack,
  radius,
  bg: hexColor.optional(),
  surface: hexColor.optional(),
  text: hexColor.optional(),
});
export type TenantTheme = z.infer<typeof themeFields>;
