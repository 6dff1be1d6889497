import { readFileSync } from 'node:fs';
import { describe, expect, it, onTestFinished } from 'vitest';
import { checkHealth } from '../../../src/modules/health/health-service.js';
import { createTestApp, useTestApp } from '../../helpers/test-app.js';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

describe('GET /health', () => {
  const context = useTestApp();

  it('reports a healthy server and a connected database', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      statusCode: 200,
      data: {
        status: 'healthy',
        timestamp: expect.any(String),
        uptime: expect.any(Number),
        version,
        database: {
          health: 'healthy',
          status: 'connected',
          responseTime: expect.any(Number),
          writable: true,
        },
        redis: { status: 'unused', responseTime: null },
        events: 'listening',
      },
    });
    expect(Date.parse(body.data.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.data.database.responseTime).toBeGreaterThanOrEqual(0);
    expect(body.data.uptime).toBeGreaterThan(0);
  });

  it('answers 503 with the report when the database is unreachable', async () => {
    const testApp = await createTestApp();
    onTestFinished(() => testApp.close());
    const { app, database } = testApp;
    await database.connection.close();

    const response = await app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 503,
      data: {
        status: 'unhealthy',
        timestamp: expect.any(String),
        uptime: expect.any(Number),
        version,
        database: {
          health: 'unhealthy',
          status: 'disconnected',
          responseTime: expect.any(Number),
          writable: false,
        },
        redis: { status: 'unused', responseTime: null },
        events: 'listening',
      },
      message: 'Service Unavailable: the database is unreachable',
    });
  });

  it('reports a Redis that cannot be reached, and stays healthy: every process shares it and serves on', async () => {
    // Nothing listens on port 1.
    const testApp = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    onTestFinished(() => testApp.close());

    const response = await testApp.app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'healthy',
      redis: { status: 'unreachable', responseTime: expect.any(Number) },
      events: 'listening',
    });
  });
});

describe('checkHealth', () => {
  it('gives up on a database that does not answer in time', async () => {
    const hanging = { ping: () => new Promise<void>(() => {}) };
    const report = await checkHealth(hanging, '9.9.9', { timeoutMs: 50 });
    expect(report.status).toBe('unhealthy');
    expect(report.database).toEqual({
      health: 'unhealthy',
      status: 'disconnected',
      responseTime: expect.any(Number),
      writable: false,
    });
    expect(report.database.responseTime).toBeGreaterThanOrEqual(45);
    expect(report.version).toBe('9.9.9');
  });

  it('finds a process that does not hear the live events of the others unhealthy', async () => {
    const answering = { ping: async () => undefined };
    const report = await checkHealth(answering, '9.9.9', {}, { eventsListening: () => false });
    expect(report).toMatchObject({
      status: 'unhealthy',
      database: { health: 'healthy', writable: true },
      events: 'reconnecting',
    });
  });
});
