import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';
import { ENROLLMENT_ID, planWorld, questions } from '../../test/fixtures';

const api = withTestApi();
beforeEach(() => {
  resetSession({ enrollmentId: ENROLLMENT_ID, group_id: 77 });
  planWorld(api, { questions, answered: false });
});

async function openQuestions(user: ReturnType<typeof userEvent.setup>) {
  renderScreen(<RemoteRoutes screen="plan-detail" />, { path: 'plan/:id/:planName', at: '/plan/1012/x' });
  await user.click(await screen.findByRole('button', { name: 'Enroll Now' }, { timeout: 5000 }));
  return screen.findByRole('region', { name: 'Health Questions' });
}
const answer = (user: ReturnType<typeof userEvent.setup>, n: number, yes: 'Yes' | 'No') =>
  user.click(
    within(screen.getByRole('group', { name: new RegExp(`^${n}\\. `) })).getByRole('radio', { name: yes }),
  );

describe('health questions', { timeout: 20_000 }, () => {
  it('needs every Yes/No: "Please answer all questions"', async () => {
    const user = userEvent.setup();
    const region = await openQuestions(user);
    await answer(user, 1, 'No');
    await user.click(within(region).getByRole('button', { name: 'Submit' }));
    expect(within(region).getByText('Please answer all questions')).toBeInTheDocument();
    expect(api.callsTo('save-question-answers')).toHaveLength(0);
    // Nothing answered is lost.
    expect(
      within(screen.getByRole('group', { name: /^1\. / })).getByRole('radio', { name: 'No' }),
    ).toBeChecked();
  });

  it('saves complete answers, shows the success message and turns Enroll Now into Add to Cart', async () => {
    const user = userEvent.setup();
    api.on('save-question-answers', () => {
      api.on('check-already-answered', ok({ status: true }));
      return ok({ success_message: 'Your answers were saved.' });
    });
    const region = await openQuestions(user);
    await answer(user, 1, 'Yes');
    await user.type(within(region).getByLabelText('Details for question 1 (optional)'), 'Metformin');
    await answer(user, 2, 'Yes');
    expect(within(region).getByRole('group', { name: 'A. Prior to age 60' })).toBeInTheDocument();
    await user.click(within(region).getByRole('checkbox', { name: 'Kidney disease' }));
    await answer(user, 3, 'Yes');
    const first = within(region).getByRole('group', { name: 'Treatment 1' });
    expect(within(region).getByRole('group', { name: 'Treatment 2' })).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Submit' }));
    expect(within(first).getByLabelText('Date From')).toHaveAccessibleDescription('This field is required.');
    await user.type(within(first).getByLabelText('Date From'), '01022023');
    await user.type(within(first).getByLabelText('Date To'), '01202023');
    await user.type(within(first).getByLabelText('Reason for Condition'), 'Pneumonia');
    await user.type(within(first).getByLabelText('Degree of Recovery'), 'Full');
    await user.type(
      within(first).getByLabelText('Attending Physician Name and Address'),
      'Dr Lee, 1 Main St',
    );
    await user.click(within(region).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Your answers were saved.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Health Questions' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(api.callsTo('save-question-answers')[0].body).toEqual({
      enrollment_id: ENROLLMENT_ID,
      plan_id: 1012,
      answers: [
        { question_id: 10121, yes_no_flag: 1, text_value: 'Metformin' },
        { question_id: 10122, yes_no_flag: 1, checkbox_answers: [101224] },
        {
          question_id: 10123,
          yes_no_flag: 1,
          detail: [
            {
              dot_from: '01/02/2023',
              dot_to: '01/20/2023',
              reason_for_condition: 'Pneumonia',
              degree_of_recovery: 'Full',
              physician_name_address: 'Dr Lee, 1 Main St',
            },
          ],
        },
      ],
    });
  });

  it('a decline shows the server message', async () => {
    const user = userEvent.setup();
    api.on(
      'save-question-answers',
      ok({ errorCode: 'decline', error_message: 'We cannot offer Summit Major Medical.' }),
    );
    const region = await openQuestions(user);
    await answer(user, 1, 'No');
    await answer(user, 2, 'No');
    await answer(user, 3, 'No');
    await user.click(within(region).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('We cannot offer Summit Major Medical.'),
    );
  });
});
