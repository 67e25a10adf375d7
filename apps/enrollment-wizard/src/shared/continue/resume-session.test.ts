import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@bs/session';
import { resumeSession } from './resume-session';

const result = (saved_tab: string) => ({
  result: {
    enrollment_id: 'AbCdEfGhIjKlMnOpQrStUv',
    saved_tab: saved_tab as 'contact_info',
    eprocess: 'applicant' as const,
    completed: false,
    others: { group_id: 77, platform_group_id: 101, agent_id: 10109, open_type: 'user', type: 'existing' },
  },
});

describe('continue by code lands on the saved tab', () => {
  beforeEach(() => sessionStore.getState().clearAll());

  it.each([
    ['primary_info', '/enrollment/personal-info'],
    ['contact_info', '/enrollment/contact-info'],
    ['employer_info', '/enrollment/employer-info'],
    ['benificiary_info', '/enrollment/beneficiary-info'],
    ['health_info', '/enrollment/health-questions'],
    ['dependent_info', '/enrollment/dependent-information'],
    ['review_info', '/enrollment/review-confirm'],
    ['aggrement_info', '/enrollment/agreement-signature'],
    ['payment_info', '/enrollment/billing-information'],
    ['cart_info', '/cart'],
  ])('%s -> %s', (tab, path) => {
    expect(resumeSession(result(tab))).toBe(path);
    expect(sessionStore.getState().enroll_type).toBe('existing-member');
  });
});
