import { useEffect, useRef, useState } from 'react';
import type { OpenedInvitation } from '@bs/contract';
import { apiCall, isFieldError } from '@bs/api-client';
import { sessionStore } from '@bs/session';

/** A live link's enrollment becomes this browser's session: the server chose group, agent and eprocess. */
function adopt(result: OpenedInvitation): OpenedInvitation {
  if (result.state === 'open')
    sessionStore.getState().set({
      enrollmentId: result.temp_enrollment_id,
      group_id: result.group_id,
      agent_id: result.agent_id,
      eprocess: 'applicant',
      open_type: 'group',
      enroll_type: 'new-group-member',
      'show-quotation': 'no',
    });
  return result;
}

export type OpenState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'done'; result: OpenedInvitation };

/**
 * Opens the link once per visit (strict mode runs effects twice; one open is enough, a second
 * only resumes). A live link's enrollment becomes this browser's session: the server chose the
 * group, agent and eprocess; the page only keeps what it answered.
 */
export function useOpenInvitation(token: string) {
  const [state, setState] = useState<OpenState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    apiCall('open-invitation', { body: { token } })
      .then((result) => setState({ kind: 'done', result: adopt(result) }))
      // A malformed token is refused by the contract: to the person it is an unknown link.
      .catch((err: unknown) =>
        setState(
          isFieldError(err) && err.status === 400
            ? { kind: 'done', result: { state: 'unknown' } }
            : { kind: 'failed' },
        ),
      );
  }, [token, attempt]);
  return {
    state,
    retry: () => setAttempt((n) => n + 1),
    /** prove-invitation answered: this browser is bound now, as if it had opened the link first. */
    proved: (result: OpenedInvitation) => setState({ kind: 'done', result: adopt(result) }),
  };
}
