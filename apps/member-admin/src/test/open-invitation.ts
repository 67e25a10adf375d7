import type { OpenedInvitation } from '@bs/contract';

type Open = Extract<OpenedInvitation, { state: 'open' }>;

/** An invitation the API opened for this browser (Lakeside), for the invitation page's tests. */
export const openInvitationAnswer = (first_name: string, more: Partial<Open> = {}): Open => ({
  state: 'open',
  first_name,
  on_file: {
    name: `${first_name} Rivera`,
    email: `${first_name.toLowerCase()}.rivera@example.com`,
    employee_id: 'LK-1007',
  },
  group_id: 4100,
  agent_id: 20417,
  group_name: 'Lakeside Manufacturing',
  temp_enrollment_id: 'Inv0123456789abcdefghijk',
  tier: 'IO',
  waived_at: null,
  waive_reason: null,
  contact: { name: 'Lakeside Manufacturing', phone: '', email: 'hr@lakeside.example' },
  plans: [],
  ...more,
});
