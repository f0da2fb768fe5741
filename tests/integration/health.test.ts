import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

let database: DatabaseHandle;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('health and API fallbacks', () => {
  it('reports the process up and the database ready', async () => {
    expect((await app.request('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body.message).toMatch(/No API route/);
  });

  it('answers malformed JSON with a JSON 400, not a 500', async () => {
    const response = await app.request('/api/partners', {
      method: 'POST',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Request body is not valid JSON');
  });

  it('does not announce the framework', async () => {
    const response = await app.request('/healthz');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
