import { useCallback, useRef, useState } from 'react';
import { firstErrorMessage } from '@bs/ui';

export interface CheckState {
  value: string;
  status: 'checking' | 'ok' | 'bad';
  /** Why the value failed. */
  message?: string;
  /** What the server said about a good value (e.g. the phone's national format). */
  detail?: string;
}

/** The server judged the value (field errors), as opposed to not answering at all. */
const isVerdict = (err: unknown) => Array.isArray((err as { errors?: unknown } | null)?.errors);

/**
 * A server check of one field's value (e-mail, phone), remembered per value so the same value is
 * never asked twice, and so Next knows whether the current value already passed (wizard §2: "the
 * step tracks whether the e-mail and phone are valid"). A failure to reach the server is not
 * remembered: the next try asks again.
 */
export function useRemoteCheck(check: (value: string) => Promise<string | undefined>) {
  const results = useRef(new Map<string, Promise<CheckState>>());
  const latest = useRef('');
  const [state, setState] = useState<CheckState | null>(null);
  const run = useCallback(
    (value: string): Promise<CheckState> => {
      latest.current = value;
      let pending = results.current.get(value);
      if (!pending) {
        setState({ value, status: 'checking' });
        pending = check(value).then(
          (detail): CheckState => ({ value, status: 'ok', detail }),
          (err: unknown): CheckState => {
            if (!isVerdict(err)) results.current.delete(value);
            return { value, status: 'bad', message: firstErrorMessage(err) };
          },
        );
        results.current.set(value, pending);
      }
      void pending.then((r) => {
        if (latest.current === value) setState(r);
      });
      return pending;
    },
    [check],
  );
  return { run, state };
}
