import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiRequest } from '~/lib/api-client';

// A real HTTP server on loopback: the client is tested over the wire, as the browser uses it.
let server: http.Server;
let origin = '';
const seen: { method?: string; headers?: http.IncomingHttpHeaders; body?: string } = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      Object.assign(seen, { method: req.method, headers: req.headers, body });
      if (req.url === '/ok') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"value":1}');
      if (req.url === '/empty-error') return res.writeHead(502).end();
      if (req.url === '/limited') {
        return res
          .writeHead(429, { 'content-type': 'application/json', 'retry-after': '120' })
          .end('{"message":"Too many","code":"RATE_LIMITED"}');
      }
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end('{"message":"email: bad","errors":{"email":"bad"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('apiRequest', () => {
  it('sends JSON with a JSON content type and the bearer token, and reads JSON back', async () => {
    await expect(apiRequest(`${origin}/ok`, { method: 'POST', body: { a: 1 }, token: 'abc' })).resolves.toEqual({
      value: 1,
    });
    expect(seen.method).toBe('POST');
    expect(seen.headers?.['content-type']).toBe('application/json');
    expect(seen.headers?.authorization).toBe('Bearer abc');
    expect(seen.body).toBe('{"a":1}');
  });

  it('sends no content type and no token when there is neither', async () => {
    await apiRequest(`${origin}/ok`);
    expect(seen.headers?.['content-type']).toBeUndefined();
    expect(seen.headers?.authorization).toBeUndefined();
  });

  it("raises '{status}: {body}' with the parsed body on a failure (spec §8)", async () => {
    const error = await apiRequest(`${origin}/bad`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"email: bad","errors":{"email":"bad"}}');
    expect((error as ApiError).body?.errors).toEqual({ email: 'bad' });
    expect((error as ApiError).serverMessage).toBe('email: bad');
  });

  it('falls back to the status text for an empty body and reads Retry-After', async () => {
    const empty = (await apiRequest(`${origin}/empty-error`).catch((caught: unknown) => caught)) as ApiError;
    expect(empty.message).toBe('502: Bad Gateway');
    const limited = (await apiRequest(`${origin}/limited`).catch((caught: unknown) => caught)) as ApiError;
    expect(limited.status).toBe(429);
    expect(limited.retryAfterSeconds).toBe(120);
  });
});
