import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlanEoiSettingsList } from '@bs/contract';
import { setLanguage } from '@bs/i18n';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { PLATFORM_ADMIN } from '../../test/fixtures';

const PLANS: PlanEoiSettingsList = {
  plans: [
    {
      plan_id: 1003,
      name: 'Guardian Term Life 20',
      category: 'term_life',
      listed: true,
      amounts: [50_000, 150_000],
      settings: {
        guaranteed_issue: 100_000,
        eoi_on_increase: true,
        eoi_for_late_entrants: true,
        expires_after_days: 60,
        updated_at: '2026-11-01 10:00:00+00',
      },
      questions: [
        {
          question_id: 9001,
          question_text: 'Have you had heart surgery?',
          question_text_es: '¿Ha tenido una cirugía del corazón?',
        },
        {
          question_id: 9002,
          question_text: 'Have you been declined for life cover?',
          question_text_es: '¿Le han negado un seguro de vida?',
        },
      ],
    },
    {
      plan_id: 1018,
      name: 'Keystone Term Life 10',
      category: 'term_life',
      listed: true,
      amounts: [100_000],
      settings: null,
      questions: [],
    },
  ],
};

const api = withTestApi();
beforeEach(() => {
  resetSession();
  setLanguage('en');
  api.on('who-am-i', ok(PLATFORM_ADMIN));
  api.on('list-plan-eoi-settings', ok(PLANS));
});
const renderRules = () => renderScreen(<RemoteRoutes screen="admin-plan-eoi" />, { path: 'admin/plan-eoi' });

describe('EOI rules per plan', () => {
  it("shows every plan's rules, fills the form with the chosen plan's and saves the change", async () => {
    const user = userEvent.setup();
    api.on(
      'save-plan-eoi-settings',
      ok({
        ...PLANS.plans[0]!.settings!,
        plan_id: 1003,
        guaranteed_issue: 150_000,
        eoi_on_increase: false,
        questions: PLANS.plans[0]!.questions,
      }),
    );
    renderRules();
    const table = await screen.findByRole('table', {
      name: 'Plans that sell an amount of cover and their EOI rules',
    });
    expect(within(table).getByText(/Guaranteed issue \$100,000/)).toBeInTheDocument();
    expect(within(table).getByText('No rules: no election needs evidence')).toBeInTheDocument();
    expect(within(table).getByText('Have you had heart surgery?')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: "Change a plan's rules" });
    await user.selectOptions(within(form).getByLabelText(/^Plan/), '1003');
    expect(within(form).getByText('Amounts sold: $50,000, $150,000')).toBeInTheDocument();
    const gi = within(form).getByLabelText(/^Guaranteed-issue amount/);
    expect(gi).toHaveValue('100000');
    expect(within(form).getByLabelText(/^Any increase needs evidence/)).toBeChecked();
    await user.clear(gi);
    await user.type(gi, '150000');
    await user.click(within(form).getByLabelText(/^Any increase needs evidence/));
    // The plan's EOI questions: reword the first in both languages, remove the second, add one.
    const questions = within(form).getByRole('group', { name: 'Questions of the EOI step' });
    const first = within(questions).getByRole('group', { name: 'Question 1' });
    expect(within(first).getByLabelText(/^In English/)).toHaveValue('Have you had heart surgery?');
    expect(within(first).getByLabelText(/^In Spanish/)).toHaveValue('¿Ha tenido una cirugía del corazón?');
    await user.clear(within(first).getByLabelText(/^In English/));
    await user.type(within(first).getByLabelText(/^In English/), 'Have you had heart or valve surgery?');
    await user.clear(within(first).getByLabelText(/^In Spanish/));
    await user.type(
      within(first).getByLabelText(/^In Spanish/),
      '¿Ha tenido una cirugía del corazón o de las válvulas?',
    );
    await user.click(within(questions).getByRole('button', { name: 'Remove question 2' }));
    await user.click(within(questions).getByRole('button', { name: 'Add a question' }));
    const added = within(questions).getByRole('group', { name: 'Question 2' });
    await user.type(within(added).getByLabelText(/^In English/), 'Do you fly as a pilot?');
    await user.type(within(added).getByLabelText(/^In Spanish/), '¿Vuela como piloto?');
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(
      await within(form).findByText(
        'Guardian Term Life 20 now issues up to $150,000 without evidence. The next elections follow these rules.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('save-plan-eoi-settings')[0]!.body).toEqual({
      plan_id: 1003,
      guaranteed_issue: 150_000,
      eoi_on_increase: false,
      eoi_for_late_entrants: true,
      expires_after_days: 60,
      questions: [
        {
          question_id: 9001,
          question_text: 'Have you had heart or valve surgery?',
          question_text_es: '¿Ha tenido una cirugía del corazón o de las válvulas?',
        },
        { question_text: 'Do you fly as a pilot?', question_text_es: '¿Vuela como piloto?' },
      ],
    });
  });

  it('says what is wrong beside each field, before sending and from the server, in Spanish', async () => {
    const user = userEvent.setup();
    setLanguage('es');
    api.on(
      'save-plan-eoi-settings',
      fieldErrors(['guaranteed_issue', 'The guaranteed-issue amount can be at most $10,000,000.']),
    );
    renderRules();
    const form = await screen.findByRole('form', { name: 'Cambiar las reglas de un plan' });
    // The table lists each question in the page's language.
    expect(screen.getByText('¿Ha tenido una cirugía del corazón?')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/^Plan/), '1018');
    const days = within(form).getByLabelText(/^Días para enviar la evidencia/);
    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(form).getByRole('button', { name: 'Guardar reglas' }));
    // Nothing sent: the amount is empty and the days out of range, each said beside its field.
    expect(within(form).getByLabelText(/^Monto de emisión garantizada/)).toHaveAccessibleDescription(
      /Escriba el monto de emisión garantizada en dólares enteros\./,
    );
    expect(days).toHaveAccessibleDescription(/Escriba un número de días de 1 a 365\./);
    expect(api.callsTo('save-plan-eoi-settings')).toHaveLength(0);

    // A question needs both languages: the missing one is said beside it, before anything is sent.
    const questions = within(form).getByRole('group', {
      name: 'Preguntas del paso de prueba de asegurabilidad',
    });
    await user.click(within(questions).getByRole('button', { name: 'Agregar una pregunta' }));
    const added = within(questions).getByRole('group', { name: 'Pregunta 1' });
    await user.type(within(added).getByLabelText(/^En inglés/), 'Do you smoke?');
    await user.click(within(form).getByRole('button', { name: 'Guardar reglas' }));
    expect(within(added).getByLabelText(/^En español/)).toHaveAccessibleDescription(
      /Escriba la pregunta en español\./,
    );
    await user.type(within(added).getByLabelText(/^En español/), '¿Fuma?');

    await user.type(within(form).getByLabelText(/^Monto de emisión garantizada/), '99999999');
    await user.clear(days);
    await user.type(days, '45');
    await user.click(within(form).getByRole('button', { name: 'Guardar reglas' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Monto de emisión garantizada/)).toHaveAccessibleDescription(
        /El monto de emisión garantizada puede ser como máximo \$10,000,000\./,
      ),
    );
  });
});
