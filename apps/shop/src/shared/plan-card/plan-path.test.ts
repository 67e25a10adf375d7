import { describe, expect, it } from 'vitest';
import { planLogoUrl } from '@bs/ui';
import { planPath, slugify } from './plan-path';

describe('plan paths', () => {
  it('slugifies plan names for the detail link', () => {
    expect(slugify('Paws & Claws Pet Care')).toBe('paws-and-claws-pet-care');
    expect(planPath(1001, 'BrightSmile Dental PPO')).toBe('/plan/1001/brightsmile-dental-ppo');
  });

  it('resolves bare logo names under the plan-logo assets', () => {
    expect(planLogoUrl('x.svg')).toBe('/assets/plan-logos/x.svg');
    expect(planLogoUrl('/assets/plan-logos/x.svg')).toBe('/assets/plan-logos/x.svg');
  });
});
