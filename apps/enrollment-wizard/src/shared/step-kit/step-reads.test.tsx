import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { ok, withTestApi } from '@bs/api-client/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { ENROLLMENT_ID } from '../../test/wizard-api';
import { startStepReads } from './step-reads';
import { useFieldDefs, useSavedValues } from './use-step-data';

const api = withTestApi();
let saved = 'first';
beforeEach(() => {
  saved = 'first';
  api.on('get-enrollment-temp-info', () => ok({ result: { city: saved } }));
  api.on('get-form-fields-contact-info', ok({ result: [] }));
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const wrap = (qc: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  };
const contactReads = () =>
  api.calls.filter(
    (c) =>
      c.name === 'get-form-fields-contact-info' ||
      (c.name === 'get-enrollment-temp-info' && c.query.column === 'contact_info'),
  );

describe("a step's reads started at the navigate into it", () => {
  it('are sent at once, and the step mounting later takes them up without reading again', async () => {
    const qc = client();
    startStepReads(qc, 'contact_info', ENROLLMENT_ID);
    // Nothing of the step is rendered yet: the reads are already on their way.
    await waitFor(() => expect(contactReads()).toHaveLength(2));
    const { result } = renderHook(
      () => ({
        saved: useSavedValues(ENROLLMENT_ID, 'contact_info'),
        defs: useFieldDefs(ENROLLMENT_ID, 'get-form-fields-contact-info'),
      }),
      { wrapper: wrap(qc) },
    );
    await waitFor(() => expect(result.current.saved.data).toEqual({ city: 'first' }));
    await waitFor(() => expect(result.current.defs.isSuccess).toBe(true));
    expect(contactReads()).toHaveLength(2);
  });

  it('are used once: the next visit reads again, and never shows the copy of the earlier one', async () => {
    const qc = client();
    const key = callQueryOptions('get-enrollment-temp-info', {
      query: { enrollment_id: ENROLLMENT_ID, column: 'contact_info' },
    }).queryKey;
    startStepReads(qc, 'contact_info', ENROLLMENT_ID);
    const first = renderHook(() => useSavedValues(ENROLLMENT_ID, 'contact_info'), { wrapper: wrap(qc) });
    await waitFor(() => expect(first.result.current.data).toEqual({ city: 'first' }));
    first.unmount();
    // The person saved again since; the earlier visit's copy is still in the cache.
    saved = 'second';
    expect(qc.getQueryData(key)).toEqual({ result: { city: 'first' } });
    const again = renderHook(() => useSavedValues(ENROLLMENT_ID, 'contact_info'), { wrapper: wrap(qc) });
    expect(again.result.current.isPending).toBe(true);
    await waitFor(() => expect(again.result.current.data).toEqual({ city: 'second' }));
  });

  it('drop an earlier copy when started again, so the step waits for the new read', async () => {
    const qc = client();
    startStepReads(qc, 'contact_info', ENROLLMENT_ID);
    const first = renderHook(() => useSavedValues(ENROLLMENT_ID, 'contact_info'), { wrapper: wrap(qc) });
    await waitFor(() => expect(first.result.current.data).toEqual({ city: 'first' }));
    first.unmount();
    saved = 'second';
    startStepReads(qc, 'contact_info', ENROLLMENT_ID);
    const again = renderHook(() => useSavedValues(ENROLLMENT_ID, 'contact_info'), { wrapper: wrap(qc) });
    expect(again.result.current.data).toBeUndefined();
    await waitFor(() => expect(again.result.current.data).toEqual({ city: 'second' }));
  });
});
