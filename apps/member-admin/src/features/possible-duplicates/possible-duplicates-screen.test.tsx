import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PossibleDuplicate } from '@bs/contract';
import { setLanguage } from '@bs/i18n';
import { renderScreen, resetSession } from '@bs/ui/testing';
import { fieldErrors, ok, withTestApi } from '@bs/api-client/testing';
import RemoteRoutes from '../../routes';

const api = withTestApi();

const AISHA: PossibleDuplicate = {
  duplicate_id: 7,
  matched_by: 'email',
  created_at: '2026-11-20T15:30:00.000Z',
  existing: {
    user_id: 5003,
    first_name: 'Aisha',
    last_name: 'Khan',
    dob: '07/22/1988',
    email: 'aisha.khan@example.com',
    ssn_masked: '*****4321',
    address: '12 Elm St, Springfield, IL 62701',
    plans: [{ plan_id: 1001, name: 'Dental Plus', status: 'ACTIVE' }],
    dependents: 2,
  },
  duplicate: {
    user_id: 5090,
    first_name: 'Aisha',
    last_name: 'Khan',
    dob: '07/22/1988',
    email: 'aisha.khan@example.com',
    ssn_masked: '*****9876',
    address: '400 Oak Ave, Springfield, IL 62702',
    plans: [{ plan_id: 1002, name: 'Vision Basic', status: 'ACTIVE' }],
    dependents: 0,
  },
};
const OMAR: PossibleDuplicate = {
  ...AISHA,
  duplicate_id: 8,
  matched_by: 'ssn',
  existing: { ...AISHA.existing, user_id: 5010, first_name: 'Omar', last_name: 'Ruiz', plans: [] },
  duplicate: { ...AISHA.duplicate, user_id: 5091, first_name: 'Omar', last_name: 'Ruiz', ssn_masked: '' },
};

beforeEach(() => {
  setLanguage('en');
  resetSession({ eprocess: 'rep', agent_id: 10109, AGENT_ID: 10109 });
});

const renderReview = () =>
  renderScreen(<RemoteRoutes screen="possible-duplicates" />, { path: 'possible-duplicates' });
const pairOf = (name: string) => screen.findByRole('article', { name: `Possible duplicate of ${name}` });

describe('possible duplicates screen', () => {
  it('shows each pair side by side: both records, what matched, the masked SSN only', async () => {
    api.on('list-possible-duplicates', ok({ result: [AISHA, OMAR] }));
    renderReview();
    expect(await screen.findByRole('heading', { name: '2 pairs to review' })).toBeInTheDocument();
    const pair = await pairOf('Aisha Khan');
    expect(pair).toHaveTextContent('Matched by the same e-mail, name and birth date');
    const existing = within(pair).getByRole('region', { name: /Existing member.*Member 5003/ });
    const added = within(pair).getByRole('region', { name: /New record.*Member 5090/ });
    expect(existing).toHaveTextContent('*****4321');
    expect(existing).toHaveTextContent('Dental Plus (ACTIVE)');
    expect(existing).toHaveTextContent('Dependents2');
    expect(added).toHaveTextContent('400 Oak Ave, Springfield, IL 62702 (differs)');
    expect(added).toHaveTextContent('Vision Basic (ACTIVE)');
    expect(within(pair).getByRole('button', { name: 'Merge into Aisha Khan' })).toBeInTheDocument();
    expect(within(pair).getByRole('button', { name: 'Keep as separate members' })).toBeInTheDocument();
    const omar = await pairOf('Omar Ruiz');
    expect(omar).toHaveTextContent('Matched by the same SSN, last name and birth date');
    expect(within(omar).getByRole('region', { name: /New record/ })).toHaveTextContent('SSNNone on file');
  });

  it('merges after a confirmation that says what happens, then the pair leaves the list', async () => {
    const user = userEvent.setup();
    let open = [AISHA];
    api.on('list-possible-duplicates', () => ok({ result: open }));
    api.on('merge-possible-duplicate', () => {
      open = [];
      return ok({ resolution: 'merged', user_id: 5003 });
    });
    renderReview();
    await user.click(
      within(await pairOf('Aisha Khan')).getByRole('button', { name: 'Merge into Aisha Khan' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Merge into Aisha Khan?' });
    expect(dialog).toHaveTextContent('new record (member 5090) move to Aisha Khan (member 5003)');
    expect(dialog).toHaveTextContent("Aisha Khan's name, birth date, e-mail and address stay as they are.");
    expect(api.callsTo('merge-possible-duplicate')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The new record of Aisha Khan was merged into Aisha Khan (member 5003).',
    );
    expect(api.callsTo('merge-possible-duplicate')[0]!.body).toEqual({ duplicate_id: 7 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'No possible duplicates to review' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See Aisha Khan's change history" })).toHaveAttribute(
      'href',
      '/member-history/5003',
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: '0 pairs to review' })).toHaveFocus());
  });

  it('keeps a pair separate from the keyboard, and Cancel (or Esc) changes nothing', async () => {
    const user = userEvent.setup();
    let open = [AISHA];
    api.on('list-possible-duplicates', () => ok({ result: open }));
    api.on('keep-possible-duplicate-separate', () => {
      open = [];
      return ok({ resolution: 'separate', user_id: 5003 });
    });
    renderReview();
    const keep = within(await pairOf('Aisha Khan')).getByRole('button', { name: 'Keep as separate members' });
    keep.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Keep as separate members?' })).toHaveTextContent(
      'Neither record changes.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('keep-possible-duplicate-separate')).toHaveLength(0);
    await user.click(keep);
    await user.click(screen.getByRole('button', { name: 'Keep separate' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Aisha Khan and Aisha Khan are kept as separate members.',
    );
    expect(api.callsTo('keep-possible-duplicate-separate')[0]!.body).toEqual({ duplicate_id: 7 });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says clearly when someone else reviewed the pair first (409) and drops it', async () => {
    const user = userEvent.setup();
    // Someone else merged it a moment ago: the server no longer lists it, and refuses a second decision.
    let open = [AISHA];
    api.on('list-possible-duplicates', () => ok({ result: open }));
    api.on('merge-possible-duplicate', () => {
      open = [];
      return {
        ...fieldErrors(['duplicate_id', 'This possible duplicate has already been reviewed.']),
        status: 409,
      };
    });
    renderReview();
    await user.click(
      within(await pairOf('Aisha Khan')).getByRole('button', { name: 'Merge into Aisha Khan' }),
    );
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This pair had already been reviewed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the decision fails otherwise', async () => {
    const user = userEvent.setup();
    api.on('list-possible-duplicates', ok({ result: [AISHA] }));
    api.on('merge-possible-duplicate', { ...fieldErrors(['session', 'Not allowed.']), status: 403 });
    renderReview();
    await user.click(
      within(await pairOf('Aisha Khan')).getByRole('button', { name: 'Merge into Aisha Khan' }),
    );
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not allowed.');
    expect(await pairOf('Aisha Khan')).toBeInTheDocument();
  });

  it('shows the empty state, and skeletons while loading', async () => {
    // The list answers only when the test says so; the screen may show its skeletons before the
    // request reaches the test API, so the answer waits for the request, not for the heading.
    let answer: (v: ReturnType<typeof ok>) => void = () => {};
    const asked = new Promise<void>((askedNow) =>
      api.on(
        'list-possible-duplicates',
        () =>
          new Promise((r) => {
            answer = r;
            askedNow();
          }),
      ),
    );
    renderReview();
    expect(await screen.findByRole('heading', { name: 'Loading possible duplicates…' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Loading possible duplicates…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await asked;
    answer(ok({ result: [] }));
    expect(
      await screen.findByRole('heading', { name: 'No possible duplicates to review' }),
    ).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    setLanguage('es');
    api.on('list-possible-duplicates', ok({ result: [AISHA] }));
    renderReview();
    const pair = await screen.findByRole('article', { name: 'Posible duplicado de Aisha Khan' });
    expect(within(pair).getByRole('button', { name: 'Combinar con Aisha Khan' })).toBeInTheDocument();
    expect(
      within(pair).getByRole('button', { name: 'Mantener como miembros separados' }),
    ).toBeInTheDocument();
    setLanguage('en');
  });

  it('sends someone not signed in as staff to sign in', async () => {
    resetSession({});
    renderReview();
    expect(
      await screen.findByRole('heading', { name: 'Sign in to review possible duplicates' }),
    ).toBeInTheDocument();
    expect(api.callsTo('list-possible-duplicates')).toHaveLength(0);
  });

  it("is linked from the rep's home with the number of pairs waiting", async () => {
    const user = userEvent.setup();
    api.on('list-possible-duplicates', ok({ result: [AISHA, OMAR] }));
    renderScreen(<RemoteRoutes screen="agent-home" />, { path: 'agent-home' });
    const link = await screen.findByRole('link', { name: 'Possible duplicates 2 to review' });
    await user.click(link);
    expect(await screen.findByTestId('location')).toHaveTextContent('/possible-duplicates');
  });
});
