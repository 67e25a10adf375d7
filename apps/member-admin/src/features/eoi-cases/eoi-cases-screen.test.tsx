import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EoiCaseAnswers, EoiPendingList } from '@bs/contract';
import { setLanguage } from '@bs/i18n';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const LIST: EoiPendingList = {
  items: [
    {
      case_id: 41,
      member_user_id: 5002,
      member_name: 'James Carter',
      agent_id: 10109,
      plan_id: 1003,
      plan_name: 'Guardian Term Life 20',
      elected: 250_000,
      approved_now: 100_000,
      pending: 150_000,
      reasons: ['above-gi'],
      opened_on: '2026-11-16',
      expires_on: '2027-01-15',
      age_days: 12,
    },
  ],
};
const ANSWERS: EoiCaseAnswers = {
  case_id: 41,
  plan_name: 'Guardian Term Life 20',
  answers: {
    condition_questions: [
      {
        question_id: 1,
        question_text: 'In the past 10 years, have you been treated for heart disease?',
        yes_no_flag: 1,
        conditions: [{ health_condition: 'Valve repair', date_of_onset: '03/04/2019', is_treatment: 0 }],
      },
    ],
    medication_question: {
      question_id: 2,
      question_text: 'Are you currently taking any prescription medication?',
      yes_no_flag: 0,
      medications: [],
    },
    notes: '',
  },
};

const api = withTestApi();
beforeEach(() => {
  resetSession({ eprocess: 'rep', agent_id: 10109, AGENT_ID: 10109 });
  setLanguage('en');
  api.on('get-eoi-pending', ok(LIST));
});
const renderCases = () => renderScreen(<RemoteRoutes screen="eoi-cases" />, { path: 'eoi-cases' });

describe('the evidence answers of a pending case', () => {
  it('are read only when the rep opens them, beside the decision form', async () => {
    const user = userEvent.setup();
    api.on('get-eoi-case-answers', ok(ANSWERS));
    renderCases();
    const item = (await screen.findByRole('heading', { name: 'James Carter' })).closest('li')!;
    expect(api.callsTo('get-eoi-case-answers')).toHaveLength(0);
    const show = within(item).getByRole('button', { name: 'Show the evidence answers' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const answers = await within(item).findByRole('region', { name: 'Evidence answers of James Carter' });
    // The region shows at once, the answers once read.
    expect(await within(answers).findByText('Health condition: Valve repair')).toBeInTheDocument();
    expect(within(answers).getByText('Currently treated: No')).toBeInTheDocument();
    expect(api.callsTo('get-eoi-case-answers')[0]!.query).toEqual({ case_id: '41' });
    await user.click(within(item).getByRole('button', { name: 'Hide the evidence answers' }));
    expect(within(item).queryByRole('region', { name: /Evidence answers/ })).toBeNull();
  });

  it('say so in Spanish when they cannot be read (a decided case, another book)', async () => {
    const user = userEvent.setup();
    setLanguage('es');
    api.on('get-eoi-case-answers', {
      ...fieldErrors(['case_id', 'No puede ver estas respuestas.']),
      status: 403,
    });
    renderCases();
    await user.click(await screen.findByRole('button', { name: 'Ver las respuestas de la prueba' }));
    expect(
      await screen.findByText('No se pudieron cargar las respuestas. Inténtelo de nuevo.'),
    ).toBeInTheDocument();
  });
});
