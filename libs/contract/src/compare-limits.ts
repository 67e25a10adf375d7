/**
 * The fewest and most plans the compare screen puts side by side (issue 19). A zod-free entry
 * (`@bs/contract/compare-limits`) so the shop's tray reads the same numbers as the server's schema
 * without loading zod.
 */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
