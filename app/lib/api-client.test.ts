import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '~/lib/zod';
import { apiRequest } from './api-client';

/* A local server answers as an API handler would; the client reads the answer with a response schema. */

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/count') res.end(JSON.stringify({ count: 3, extra: 'dropped' }));
    else if (req.url === '/wrong') res.end(JSON.stringify({ count: 'three' }));
    else {
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'Not found' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const countSchema = z.object({ count: z.number() });

describe('apiRequest with a response schema', () => {
  it('gives the answer as the schema reads it', async () => {
    await expect(apiRequest(`${origin}/count`, { response: countSchema })).resolves.toEqual({ count: 3 });
  });

  it('refuses an answer of another shape instead of handing it on', async () => {
    await expect(apiRequest(`${origin}/wrong`, { response: countSchema })).rejects.toThrow(z.ZodError);
  });

  it('still throws the ApiError of a failed call', async () => {
    await expect(apiRequest(`${origin}/missing`, { response: countSchema })).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Not found',
    });
  });
});
