import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { serveTabs, serveTempInfo, ENROLLMENT_ID } from '../../test/wizard-api';

const CATALOGUE = {
  codition_questions: [
    { question_id: 101, question_text: 'Have you had heart disease?' },
    { question_id: 103, question_text: 'Have you had diabetes?' },
  ],
  medication_question: { question_id: 120, question_text: 'Do you take any medication?' },
};

const api = withTestApi();
beforeEach(() => {
  resetSession({ enrollmentId: ENROLLMENT_ID, enroll_type: 'new-member' });
  serveTabs(api, ['primary_info', 'primary_health_info', 'review_info']);
  api.on('get-health-questions-primary-health-info', ok({ result: CATALOGUE }));
  api.on('check-tab-required', ok({ result: { required: 1 } }));
});

const open = () =>
  renderScreen(<RemoteRoutes screen="enrollment-step" />, {
    path: 'enrollment/:step?',
    at: '/enrollment/health-questions',
  });
/** A question's list item: its yes/no group and the details a Yes reveals. */
const question = async (name: string) => (await screen.findByRole('group', { name })).closest('li')!;

describe('health questions', () => {
  it('answers No by default, asks for the details a Yes reveals, and puts server errors on the right row', async () => {
    serveTempInfo(api);
    const user = userEvent.setup();
    open();
    const heart = await question('Have you had heart disease?');
    expect(within(heart).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(heart).queryByLabelText('Health Condition')).toBeNull();

    await user.click(within(heart).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(heart).findByLabelText('Health Condition')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(api.callsTo('save-primary-health-info')).toHaveLength(0);

    await user.type(within(heart).getByLabelText('Health Condition'), 'Hypertension');
    await user.type(within(heart).getByLabelText('Date of Onset'), '03042019');
    await user.click(
      within(heart)
        .getByRole('group', { name: 'Are you currently receiving treatment for it?' })
        .querySelector('input[value="1"]')!,
    );
    await user.click(
      within(heart)
        .getByRole('group', { name: 'Are you taking medication for it?' })
        .querySelector('input[value="0"]')!,
    );
    const meds = await question('Do you take any medication?');
    await user.click(within(meds).getByRole('radio', { name: 'Yes' }));
    const row2 = within(meds).getByRole('group', { name: 'Medication 2' });
    await user.type(within(row2).getByLabelText('Medication Name'), 'Lisinopril');
    await user.type(within(row2).getByLabelText('Dosage'), '10mg');
    await user.type(within(row2).getByLabelText('Medical Condition'), 'Hypertension');

    api.on(
      'save-primary-health-info',
      fieldErrors(['health_info.medication_question.medications.0.dosage', 'Please check the dosage.']),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(row2).getByLabelText('Dosage')).toHaveAccessibleDescription('Please check the dosage.'),
    );
    const body = api.callsTo('save-primary-health-info')[0].body!;
    expect(body.condition_questions).toEqual([
      {
        question_id: 101,
        question_text: 'Have you had heart disease?',
        yes_no_flag: 1,
        conditions: [
          { health_condition: 'Hypertension', date_of_onset: '03/04/2019', is_treatment: 1, is_medicate: 0 },
        ],
      },
      { question_id: 103, question_text: 'Have you had diabetes?', yes_no_flag: 0 },
    ]);
    // Only the filled row is sent (spec §3).
    expect(body.medication_question).toMatchObject({
      yes_no_flag: 1,
      medications: [{ medication: 'Lisinopril', dosage: '10mg', medical_condition: 'Hypertension' }],
    });
    expect(within(heart).getByLabelText('Health Condition')).toHaveValue('Hypertension');
  });

  it('says so and lets the person go on when the cart no longer needs health questions', async () => {
    serveTempInfo(api);
    api.on('check-tab-required', ok({ result: { required: 0 } }));
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByText('Your plans do not need health questions any more. Please continue.'),
    ).toBeInTheDocument();
    expect(api.callsTo('get-health-questions-primary-health-info')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review & Confirmation' }),
    ).toBeInTheDocument();
  });

  it("prefills an existing member's answers on file", async () => {
    resetSession({ enrollmentId: ENROLLMENT_ID, enroll_type: 'existing-member' });
    serveTempInfo(api);
    api.on(
      'get-existing-primary-health-info',
      ok({
        result: {
          condition_questions: [
            {
              question_id: 103,
              question_text: '',
              yes_no_flag: 1,
              conditions: [
                {
                  health_condition: 'Type 2 diabetes',
                  date_of_onset: '01/01/2015',
                  is_treatment: 1,
                  is_medicate: 1,
                },
              ],
            },
          ],
          medication_question: { question_id: 120, question_text: '', yes_no_flag: 0, medications: [] },
          notes: 'Diet controlled',
        },
      }),
    );
    open();
    const diabetes = await question('Have you had diabetes?');
    expect(
      within(screen.getByRole('group', { name: 'Have you had diabetes?' })).getByRole('radio', {
        name: 'Yes',
      }),
    ).toBeChecked();
    expect(within(diabetes).getByLabelText('Health Condition')).toHaveValue('Type 2 diabetes');
    expect(screen.getByLabelText('Additional Notes')).toHaveValue('Diet controlled');
  });
});
