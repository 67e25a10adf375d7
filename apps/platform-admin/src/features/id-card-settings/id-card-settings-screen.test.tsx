import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { IdCardSettingsList } from '@bs/contract';
import { setLanguage } from '@bs/i18n';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { PLATFORM_ADMIN } from '../../test/fixtures';

const PLANS: IdCardSettingsList = {
  plans: [
    {
      plan_id: 1001,
      name: 'BrightSmile Dental PPO',
      category: 'dental',
      listed: true,
      carrier_id: 3,
      carrier_name: 'BrightSmile',
      carrier_phone: '(800) 555-0110',
      id_card: true,
    },
    {
      plan_id: 1003,
      name: 'Guardian Term Life 20',
      category: 'term_life',
      listed: true,
      carrier_id: 4,
      carrier_name: 'Guardian',
      carrier_phone: '',
      id_card: false,
    },
  ],
};

const api = withTestApi();
beforeEach(() => {
  resetSession();
  setLanguage('en');
  api.on('who-am-i', ok(PLATFORM_ADMIN));
  api.on('list-id-card-settings', ok(PLANS));
});
const renderCards = () => renderScreen(<RemoteRoutes screen="admin-id-cards" />, { path: 'admin/id-cards' });

describe('ID cards per plan', () => {
  it("shows every plan's card and phone, fills the form with the chosen plan's and saves the change", async () => {
    const user = userEvent.setup();
    api.on(
      'save-id-card-settings',
      ok({ ...PLANS.plans[1]!, id_card: true, carrier_phone: '(888) 555-0199' }),
    );
    renderCards();
    const table = await screen.findByRole('table', {
      name: "Plans, whether they give an ID card, and the carrier's phone on it",
    });
    expect(within(table).getByText('(800) 555-0110')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: "Change a plan's ID card" });
    await user.selectOptions(within(form).getByLabelText(/^Plan/), '1003');
    expect(within(form).getByText('Carrier: Guardian')).toBeInTheDocument();
    const card = within(form).getByLabelText(/^Members get an ID card/);
    expect(card).not.toBeChecked();
    await user.click(card);
    await user.type(within(form).getByLabelText(/^Carrier's member-services phone/), '(888) 555-0199');
    await user.click(within(form).getByRole('button', { name: 'Save ID card' }));
    expect(
      await within(form).findByText('Guardian Term Life 20 now gives its members an ID card.'),
    ).toBeInTheDocument();
    expect(api.callsTo('save-id-card-settings')[0]!.body).toEqual({
      plan_id: 1003,
      id_card: true,
      carrier_phone: '(888) 555-0199',
    });
  });

  it('says what is wrong beside the phone, before sending and from the server, in Spanish', async () => {
    const user = userEvent.setup();
    setLanguage('es');
    api.on(
      'save-id-card-settings',
      fieldErrors([
        'id_card',
        // The server answers in the page's language (Accept-Language).
        'Este plan no tiene aseguradora, así que no hay a quién imprimir en su tarjeta.',
      ]),
    );
    renderCards();
    const form = await screen.findByRole('form', { name: 'Cambiar la tarjeta de un plan' });
    await user.selectOptions(within(form).getByLabelText(/^Plan/), '1001');
    const phone = within(form).getByLabelText(/^Teléfono de servicios al miembro/);
    await user.clear(phone);
    await user.type(phone, '555-01');
    await user.click(within(form).getByRole('button', { name: 'Guardar tarjeta' }));
    expect(phone).toHaveAccessibleDescription(/Escriba un número de teléfono de 10 dígitos/);
    expect(api.callsTo('save-id-card-settings')).toHaveLength(0);
    await user.clear(phone);
    await user.click(within(form).getByRole('button', { name: 'Guardar tarjeta' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Los miembros reciben una tarjeta/)).toHaveAccessibleDescription(
        /Este plan no tiene aseguradora/,
      ),
    );
  });
});
