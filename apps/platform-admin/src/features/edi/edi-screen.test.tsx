import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EdiFile, TradingPartner } from '@bs/contract';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { PLATFORM_ADMIN } from '../../test/fixtures';

const NEW_PARTNER: TradingPartner = {
  carrier_id: 4,
  carrier_name: 'BrightSmile Dental Co.',
  settings: null,
  groups: [],
  all_groups: [
    { group_id: 77, name: 'Northwind Traders' },
    { group_id: 1929, name: 'Riverside USD' },
  ],
  control_number: 0,
  scheduled_today: false,
};
const FILE: EdiFile = {
  file_id: 9,
  carrier_id: 4,
  carrier_name: 'BrightSmile Dental Co.',
  group_id: 77,
  group_name: 'Northwind Traders',
  mode: 'full',
  as_of: '2026-12-01',
  control_number: 3,
  counts: { subscribers: 2, dependents: 1, additions: 0, changes: 0, terminations: 0, audits: 2 },
  created_at: '2026-12-01T02:00:00Z',
  created_by: 'admin@benefit-store.example',
  downloads: [{ who: 'jordan.avery@summit-benefits.example', role: 'rep', at: '2026-12-01T03:00:00Z' }],
};

const api = withTestApi();
beforeEach(() => {
  resetSession();
  api.on('who-am-i', ok(PLATFORM_ADMIN));
  api.on(
    'list-carriers',
    ok({ carriers: [{ carrier_id: 4, name: 'BrightSmile Dental Co.', plan_count: 1, configured: false }] }),
  );
  api.on('get-trading-partner', ok(NEW_PARTNER));
  api.on('list-edi-files', ok({ files: [FILE] }));
});
const renderEdi = () =>
  renderScreen(<RemoteRoutes screen="admin-edi" />, { path: 'admin/edi', at: '/admin/edi?carrier=4' });

describe('EDI 834 console', () => {
  it('says under the time when the first nightly file will go', async () => {
    api.on('get-trading-partner', ok({ ...NEW_PARTNER, scheduled_today: true }));
    renderEdi();
    const form = await screen.findByRole('form', { name: 'Trading partner settings' });
    const time = within(form).getByLabelText(/^Nightly export time/);
    expect(time).toHaveAccessibleDescription(/HH:MM/);
    await userEvent.type(time, '00:00');
    expect(time).toHaveAccessibleDescription(
      "Today's file was built already: the next goes tomorrow at 00:00 UTC.",
    );
  });

  it('checks the partner form with the contract before saving, and sends the group numbers', async () => {
    api.on('save-trading-partner', ok({ ...NEW_PARTNER, settings: {} }));
    renderEdi();
    const form = await screen.findByRole('form', { name: 'Trading partner settings' });
    await userEvent.type(within(form).getByLabelText(/^Sender id \(ISA06\)/), 'BAD*ID');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    const sender = within(form).getByLabelText(/^Sender id \(ISA06\)/);
    await vi.waitFor(() => expect(sender).toHaveAttribute('aria-invalid', 'true'));
    expect(sender).toHaveAccessibleDescription(/Use 1 to 15 letters, digits, spaces, dots or hyphens\./);
    expect(api.callsTo('save-trading-partner')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText(/^Sender id \(ISA06\)/));
    await userEvent.type(within(form).getByLabelText(/^Sender id \(ISA06\)/), 'BENEFITSTORE');
    await userEvent.type(within(form).getByLabelText(/^Receiver id \(ISA08\)/), 'BRIGHTSMILE');
    await userEvent.type(within(form).getByLabelText(/^Application sender code/), 'BSTORE');
    await userEvent.type(within(form).getByLabelText(/^Application receiver code/), 'BSMILE');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a group number' }));
    await userEvent.type(within(form).getByLabelText(/^Group or policy number/), 'NW77-DEN');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('The settings are saved.')).toBeInTheDocument();
    expect(api.callsTo('save-trading-partner')[0]!.body).toMatchObject({
      carrier_id: 4,
      sender_id: 'BENEFITSTORE',
      file_mode: 'changes',
      usage_indicator: 'T',
      retention_days: 30,
      groups: [{ group_id: 77, policy_number: 'NW77-DEN' }],
    });
  });

  it("checks the retention beside its field, and shows the server's refusal of a key beside the key (ADR 0027)", async () => {
    api.on(
      'save-trading-partner',
      fieldErrors(['public_key', 'This is not an OpenPGP public key that can be read.']),
    );
    renderEdi();
    const form = await screen.findByRole('form', { name: 'Trading partner settings' });
    for (const [label, value] of [
      [/^Sender id \(ISA06\)/, 'BENEFITSTORE'],
      [/^Receiver id \(ISA08\)/, 'BRIGHTSMILE'],
      [/^Application sender code/, 'BSTORE'],
      [/^Application receiver code/, 'BSMILE'],
    ] as const)
      await userEvent.type(within(form).getByLabelText(label), value);
    const days = within(form).getByLabelText(/^Keep drop files for \(days\)/);
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(days).toHaveAttribute('aria-invalid', 'true'));
    expect(days).toHaveAccessibleDescription(/Keep files between 1 and 365 days\./);
    expect(api.callsTo('save-trading-partner')).toHaveLength(0);

    await userEvent.clear(days);
    await userEvent.type(days, '14');
    const key = within(form).getByLabelText(/^Carrier's OpenPGP public key/);
    await userEvent.type(
      key,
      '-----BEGIN PGP PUBLIC KEY BLOCK-----{enter}junk{enter}-----END PGP PUBLIC KEY BLOCK-----',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(key).toHaveAttribute('aria-invalid', 'true'));
    expect(key).toHaveAccessibleDescription(/This is not an OpenPGP public key that can be read\./);
    expect(api.callsTo('save-trading-partner')[0]!.body).toMatchObject({ retention_days: 14 });
  });

  it("puts the server's refusal beside the field it names", async () => {
    api.on('get-trading-partner', ok({ ...NEW_PARTNER, groups: [{ group_id: 77, policy_number: 'NW77' }] }));
    api.on(
      'save-trading-partner',
      fieldErrors(['groups.0.policy_number', 'Use 1 to 30 letters, digits or hyphens.']),
    );
    renderEdi();
    const form = await screen.findByRole('form', { name: 'Trading partner settings' });
    for (const [label, value] of [
      [/^Sender id \(ISA06\)/, 'BENEFITSTORE'],
      [/^Receiver id \(ISA08\)/, 'BRIGHTSMILE'],
      [/^Application sender code/, 'BSTORE'],
      [/^Application receiver code/, 'BSMILE'],
    ] as const)
      await userEvent.type(within(form).getByLabelText(label), value);
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    const policy = within(form).getByLabelText(/^Group or policy number/);
    await vi.waitFor(() => expect(policy).toHaveAttribute('aria-invalid', 'true'));
    expect(policy).toHaveAccessibleDescription(/Use 1 to 30 letters, digits or hyphens\./);
  });

  it('shows the history of files with who downloaded them', async () => {
    renderEdi();
    const files = await screen.findByRole('region', { name: 'Files' });
    const row = (await within(files).findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent('2 subscribers, 1 dependents');
    expect(row).toHaveTextContent('jordan.avery@summit-benefits.example');
    expect(within(row).getByRole('button', { name: 'Download file 3' })).toBeInTheDocument();
  });
});
