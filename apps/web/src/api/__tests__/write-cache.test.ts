import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { writeCache } from '../use-write-cache';

describe('writeCache', () => {
  it('keeps what a change answered over a read that began before it and ends after it', async () => {
    const queryClient = new QueryClient();
    let answerRead: (code: string) => void = () => undefined;
    const profile = queryOptions({
      queryKey: ['account', 'teacher'] as const,
      queryFn: () => new Promise<string>((resolve) => (answerRead = resolve)),
    });
    const reading = queryClient.fetchQuery(profile).catch(() => undefined);

    await writeCache(queryClient, profile.queryKey, 'NEWCODE2');
    answerRead('OLDCODE1');
    await reading;

    expect(queryClient.getQueryData(profile.queryKey)).toBe('NEWCODE2');
  });
});
