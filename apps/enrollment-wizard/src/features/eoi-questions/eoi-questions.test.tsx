import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@bs/i18n';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { serveTabs, serveTempInfo, ENROLLMENT_ID } from '../../test/wizard-api';

const QUESTIONS = {
  en: {
    codition_questions: [
      { question_id: 9001, question_text: 'Have you had heart surgery?' },
      { question_id: 9002, question_text: 'Have you been declined for life cover?' },
    ],
    medication_question: { question_id: 120, question_text: 'Do you take any medication?' },
  },
  es: {
    codition_questions: [
      { question_id: 9001, question_text: '¿Ha tenido una cirugía del corazón?' },
      { question_id: 9002, question_text: '¿Le han negado un seguro de vida?' },
    ],
    medication_question: { question_id: 120, question_text: '¿Toma algún medicamento?' },
  },
};
// $250,000 elected with GI $100,000, as get-plan-cart answers it (ADR 0037).
const CART = {
  result: [
    {
      plan_id: 1003,
      plan_pricing_id: 100302,
      plan_name: 'Guardian Term Life 20',
      plan_logo: '',
      price: 20,
      removable: 1,
      eoi: {
        elected: 250_000,
        approved_now: 100_000,
        pending: 150_000,
        reasons: ['above-gi'],
        approved_price: 20,
      },
    },
  ],
  initial_month_cost: 20,
  recurring_month_cost: 20,
};

const api = withTestApi();
beforeEach(() => {
  resetSession({ enrollmentId: ENROLLMENT_ID, enroll_type: 'new-member' });
  serveTabs(api, ['primary_info', 'eoi_info', 'review_info']);
  api.on('check-tab-required', ok({ result: { required: 1 } }));
  api.on('get-plan-cart', ok(CART));
});
afterEach(() => setLanguage('en'));

const open = () =>
  renderScreen(<RemoteRoutes screen="enrollment-step" />, {
    path: 'enrollment/:step?',
    at: '/enrollment/eoi-questions',
  });
const question = async (name: string) => (await screen.findByRole('group', { name })).closest('li')!;

describe('the evidence of insurability step', () => {
  it('shows the cover pending, asks the details a Yes reveals, saves the answers and goes on', async () => {
    api.on('get-eoi-questions', ok({ result: QUESTIONS.en }));
    const temp = serveTempInfo(api);
    api.on('save-eoi-info', temp.store('eoi_info'));
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evidence of Insurability' }),
    ).toBeInTheDocument();
    const pending = await screen.findByRole('region', { name: 'Cover waiting for these answers' });
    expect(within(pending).getByText('Guardian Term Life 20')).toBeInTheDocument();
    expect(within(pending).getByText('$100,000 approved now ($20.00 per month)')).toBeInTheDocument();
    expect(within(pending).getByText('$150,000 pending evidence of insurability')).toBeInTheDocument();

    const surgery = await question('Have you had heart surgery?');
    expect(within(surgery).getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(within(surgery).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(surgery).findByLabelText('Health Condition')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(api.callsTo('save-eoi-info')).toHaveLength(0);

    await user.type(within(surgery).getByLabelText('Health Condition'), 'Valve repair');
    await user.type(within(surgery).getByLabelText('Date of Onset'), '03042019');
    await user.click(
      within(surgery)
        .getByRole('group', { name: 'Are you currently receiving treatment for it?' })
        .querySelector('input[value="0"]')!,
    );
    await user.click(
      within(surgery)
        .getByRole('group', { name: 'Are you taking medication for it?' })
        .querySelector('input[value="0"]')!,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review & Confirmation' }),
    ).toBeInTheDocument();
    const body = api.callsTo('save-eoi-info')[0]!.body!;
    expect(body.enrollment_id).toBe(ENROLLMENT_ID);
    expect(body.condition_questions).toEqual([
      {
        question_id: 9001,
        question_text: 'Have you had heart surgery?',
        yes_no_flag: 1,
        conditions: [
          { health_condition: 'Valve repair', date_of_onset: '03/04/2019', is_treatment: 0, is_medicate: 0 },
        ],
      },
      { question_id: 9002, question_text: 'Have you been declined for life cover?', yes_no_flag: 0 },
    ]);
  });

  it("puts the server's refusal beside the question's field, keeping what was typed", async () => {
    api.on('get-eoi-questions', ok({ result: QUESTIONS.en }));
    serveTempInfo(api);
    api.on(
      'save-eoi-info',
      fieldErrors(['eoi_info.condition_questions.1.yes_no_flag', 'Please answer this question.']),
    );
    const user = userEvent.setup();
    open();
    const declined = await question('Have you been declined for life cover?');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        within(declined).getByRole('group', { name: 'Have you been declined for life cover?' }),
      ).toHaveAccessibleDescription('Please answer this question.'),
    );
    expect(screen.queryByRole('heading', { level: 1, name: 'Review & Confirmation' })).toBeNull();
  });

  it('resumes with the answers saved so far', async () => {
    api.on('get-eoi-questions', ok({ result: QUESTIONS.en }));
    serveTempInfo(api, {
      eoi_info: {
        condition_questions: [
          {
            question_id: 9002,
            question_text: 'Have you been declined for life cover?',
            yes_no_flag: 1,
            conditions: [{ health_condition: 'Rated in 2015', date_of_onset: '01/01/2015' }],
          },
        ],
        medication_question: { question_id: 120, question_text: '', yes_no_flag: 0, medications: [] },
        notes: 'Rated for weight',
      },
    });
    open();
    const declined = await question('Have you been declined for life cover?');
    expect(
      within(screen.getByRole('group', { name: 'Have you been declined for life cover?' })).getByRole(
        'radio',
        {
          name: 'Yes',
        },
      ),
    ).toBeChecked();
    expect(within(declined).getByLabelText('Health Condition')).toHaveValue('Rated in 2015');
    expect(screen.getByLabelText('Additional Notes')).toHaveValue('Rated for weight');
  });

  it('in Spanish: the title, the cover pending, the questions and the answers', async () => {
    setLanguage('es');
    api.on('get-eoi-questions', ok({ result: QUESTIONS.es }));
    serveTempInfo(api);
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prueba de asegurabilidad' }),
    ).toBeInTheDocument();
    const pending = await screen.findByRole('region', { name: 'Cobertura que espera estas respuestas' });
    expect(within(pending).getByText(/150,000 pendientes de prueba de asegurabilidad/)).toBeInTheDocument();
    const surgery = await question('¿Ha tenido una cirugía del corazón?');
    await user.click(within(surgery).getByRole('radio', { name: 'Sí' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await within(surgery).findByLabelText('Afección de salud')).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(api.callsTo('save-eoi-info')).toHaveLength(0);
  });

  it('says so and lets the person go on when no amount is pending any more', async () => {
    api.on('check-tab-required', ok({ result: { required: 0 } }));
    serveTempInfo(api);
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByText('Your plans do not need evidence of insurability any more. Please continue.'),
    ).toBeInTheDocument();
    expect(api.callsTo('get-eoi-questions')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review & Confirmation' }),
    ).toBeInTheDocument();
  });
});
