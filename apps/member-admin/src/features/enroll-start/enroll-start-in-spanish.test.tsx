import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@bs/i18n';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const api = withTestApi();
beforeEach(() => {
  resetSession({ eprocess: 'rep', agent_id: 10109, AGENT_ID: 10109, group_id: 77 });
  api.on(
    'get-agent-info-enroll',
    ok({ agent_id: 10109, first_name: 'Jordan', last_name: 'Avery', agent_code: 'JAV10109' }),
  );
  api.on('get-group-info-enroll', ok({ group_id: 77, name: 'Northwind Traders', code: 'NWT077' }));
  api.on('get-enrollment-platforms', ok([{ platform_group_id: 101, platform_name: 'Individual Benefits' }]));
  api.on('get-agent-groups', ok([{ gid: 77, gname: 'Northwind Traders' }]));
});
afterEach(() => setLanguage('en'));

describe('starting an enrollment in Spanish', () => {
  it('walks the rep through who, portal and option in Spanish, with Spanish checks', async () => {
    setLanguage('es');
    const user = userEvent.setup();
    renderScreen(<RemoteRoutes screen="agent-home" />, { path: 'agent-home' });
    expect(
      await screen.findByRole('heading', { name: 'Le damos la bienvenida, Jordan Avery' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Código de agente JAV10109')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿A quién desea inscribir?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Miembro actual/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Miembro nuevo/ }));

    const portal = await screen.findByLabelText('Elija el portal de inscripción');
    expect(
      screen.getByRole('heading', { name: 'Seleccione el portal de inscripción que desea usar' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(portal).toHaveAccessibleDescription('Elija un portal para continuar.');
    await user.selectOptions(portal, await screen.findByRole('option', { name: 'Individual Benefits' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(
      await screen.findByRole('heading', { name: 'Elija una opción para inscribir a un miembro nuevo:' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inscribir a un miembro nuevo' })).toBeInTheDocument();
    const groups = screen.getByLabelText('Elija un grupo');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Inscribir' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Inscribir' }));
    expect(groups).toHaveAccessibleDescription('Elija un grupo para continuar.');
    // The check is kept as a flag, so switching back rewrites it in English.
    act(() => setLanguage('en'));
    expect(await screen.findByLabelText('Choose Group')).toHaveAccessibleDescription('Please choose a group');
  });

  it('welcomes the group and explains a missing context in Spanish', async () => {
    setLanguage('es');
    const { unmount } = renderScreen(<RemoteRoutes screen="group-home" />, { path: 'group-home' });
    expect(
      await screen.findByRole('heading', { name: 'Le damos la bienvenida, Northwind Traders' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Código de grupo NWT077')).toBeInTheDocument();
    unmount();

    resetSession({ eprocess: 'applicant', open_type: 'user' });
    renderScreen(<RemoteRoutes screen="group-home" />, { path: 'group-home' });
    expect(
      await screen.findByRole('heading', { name: 'Esta página es para administradores de grupo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute('href', '/');
  });
});
