import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';

const FAILURES_ALLOWED = 2;

/** Three failed logins from each of two clients, every request arriving through one proxy at 10.0.0.5. */
async function loginStatusesThroughProxy(app: ReturnType<typeof useTestApp>['app']) {
  const statuses: Record<string, number[]> = {};
  for (const client of ['203.0.113.7', '198.51.100.9']) {
    statuses[client] = [];
    for (let i = 0; i <= FAILURES_ALLOWED; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': client },
        payload: { username: `nobody_${client}_${i}`, password: 'password1' },
      });
      statuses[client].push(response.statusCode);
    }
  }
  return statuses;
}

describe('behind a reverse proxy', () => {
  const limits = { LOGIN_FAILURE_RATE_LIMIT_MAX: String(FAILURES_ALLOWED) };
  const trusting = useTestApp({ env: { ...limits, TRUST_PROXY: '10.0.0.0/8' } });
  const untrusting = useTestApp({ env: limits });

  it('with TRUST_PROXY naming the proxy, limits each client by its own address', async () => {
    expect(await loginStatusesThroughProxy(trusting.app)).toEqual({
      '203.0.113.7': [401, 401, 429],
      '198.51.100.9': [401, 401, 429],
    });
  });

  it('without it, ignores X-Forwarded-For (anyone could write it): every client is the proxy', async () => {
    expect(await loginStatusesThroughProxy(untrusting.app)).toEqual({
      '203.0.113.7': [401, 401, 429],
      '198.51.100.9': [429, 429, 429],
    });
  });
});
