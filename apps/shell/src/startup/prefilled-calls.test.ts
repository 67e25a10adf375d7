import { QueryClient } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { describe, expect, it } from 'vitest';
import { seedPrefilledCalls } from './prefilled-calls';

describe('seedPrefilledCalls', () => {
  it("puts the server's answers where start-up's fetchQuery finds them, without a request", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const info = { agent_id: 10109, group_id: 77, portal_id: 101, open_type: 'user' };
    const page = { type: 'agent', agent_id: 10109 };
    seedPrefilledCalls(queryClient, [
      { name: 'get-default-info', args: {}, data: info },
      { name: 'validate-landing-page', args: { query: { landing_page: 'acme' } }, data: page },
      { name: 'broken', args: null as unknown as Record<string, unknown>, data: 1 },
    ]);
    const refuse = () => Promise.reject(new Error('no request expected'));
    await expect(
      queryClient.fetchQuery({ ...callQueryOptions('get-default-info'), queryFn: refuse }),
    ).resolves.toEqual(info);
    await expect(
      queryClient.fetchQuery({
        ...callQueryOptions('validate-landing-page', { query: { landing_page: 'acme' } }),
        queryFn: refuse,
      }),
    ).resolves.toEqual(page);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(2);
  });
});
