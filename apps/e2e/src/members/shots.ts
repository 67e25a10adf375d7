import type { Page } from '@playwright/test';
import { shootBothWidths } from '../support/shots';

/** Full-page pictures at desktop and phone width, for a person to look at (/tmp/shots-members). */
export const shoot = (page: Page, name: string) =>
  shootBothWidths(page, (w) => `/tmp/shots-members/${name}-${w}.png`);
