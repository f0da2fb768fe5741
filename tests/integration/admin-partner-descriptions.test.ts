import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { completeChat } from '~/lib/llm-client.server';
import { composeLongDescription, composeShortDescription } from '~/modules/partners/description-composer';
import { startFakeLlmServer, type FakeLlmServer } from '../fakes/llm-server';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

let database: DatabaseHandle;
let llm: FakeLlmServer;
/** LLM_BASE_URL unset: the built-in composer. */
let plainApp: TestApp;
/** LLM_BASE_URL pointing at the fake chat-completions server. */
let llmApp: TestApp;
let plainHeaders: { authorization: string };
let llmHeaders: { authorization: string };

const LLM_KEY = 'sk-test-not-a-real-key';

beforeAll(async () => {
  database = await createTestDatabase();
  llm = await startFakeLlmServer({ apiKey: LLM_KEY });
  plainApp = await startTestApp(database);
  llmApp = await startTestApp(database, {
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: LLM_KEY,
    LLM_MODEL: 'test-writer-1',
  });
  plainHeaders = authHeader((await createAdminSession(plainApp.context)).token);
  llmHeaders = authHeader((await createAdminSession(llmApp.context)).token);
});
afterEach(() => llm.reset());
afterAll(async () => {
  await plainApp?.close();
  await llmApp?.close();
  await llm?.close();
  await database?.close();
});

/** The Add Partner form's values, as the screen sends them (numbers as numbers, empty fields as ''). */
const formValues = {
  name: 'Hill Country Cremation',
  address: '100 Congress Ave',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  phone: '(512) 555-0100',
  email: '',
  servicesOffered: ['Direct Cremation', 'Memorial Services'],
  annualCremations: 640,
  locationCount: 2,
  isPriority: false,
};

const generate = (
  app: TestApp,
  headers: Record<string, string>,
  kind: 'description' | 'long-description',
  body: unknown,
) => app.request(`/api/admin/partners/generate-${kind}`, { method: 'POST', body, headers });

describe('generate-description without an LLM (the built-in composer)', () => {
  it('writes the short description from the form values', async () => {
    const response = await generate(plainApp, plainHeaders, 'description', formValues);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({ description: composeShortDescription(formValues) });
    expect(response.body.description).toContain('Hill Country Cremation');
    expect(response.body.description).toContain('about 640 cremations');
  });

  it('writes the long description in paragraphs', async () => {
    const response = await generate(plainApp, plainHeaders, 'long-description', formValues);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ longDescription: composeLongDescription(formValues) });
    expect(response.body.longDescription.split('\n\n').length).toBeGreaterThanOrEqual(3);
  });

  it('tolerates a half-filled form: odd numbers are left out, not refused', async () => {
    const response = await generate(plainApp, plainHeaders, 'description', {
      ...formValues,
      annualCremations: 'lots',
      locationCount: null,
      email: 'not-yet-valid',
    });
    expect(response.status).toBe(200);
    expect(response.body.description).not.toMatch(/lots|NaN|null/);
  });

  it.each(['name', 'address', 'city', 'state'])('refuses without %s, with the spec message', async (field) => {
    for (const kind of ['description', 'long-description'] as const) {
      const response = await generate(plainApp, plainHeaders, kind, { ...formValues, [field]: '  ' });
      expect(response.status).toBe(400);
      expect(response.body.errors[field]).toBe('Please fill in partner name, address, city, and state first.');
    }
  });
});

describe('generate-description with an LLM configured', () => {
  it('asks the chat-completions endpoint with the facts, the key and the model, and returns its text', async () => {
    llm.setReply('  "Hill Country Cremation helps Austin families with care. It offers direct cremation."  ');
    const response = await generate(llmApp, llmHeaders, 'description', formValues);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      description: 'Hill Country Cremation helps Austin families with care. It offers direct cremation.',
    });
    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe(`Bearer ${LLM_KEY}`);
    expect(request?.body.model).toBe('test-writer-1');
    expect(request?.body.messages?.[0]?.role).toBe('system');
    expect(request?.body.messages?.[0]?.content).toMatch(/Use ONLY the facts/);
    const prompt = request?.body.messages?.[1]?.content ?? '';
    expect(prompt).toMatch(/3 to 5 sentences/);
    expect(prompt).toContain('Business name: Hill Country Cremation');
    expect(prompt).toContain('Address: 100 Congress Ave, Austin, Texas');
    expect(prompt).toContain('Services offered: Direct Cremation; Memorial Services');
    expect(prompt).toContain('Cremations per year: about 640');
    expect(prompt).not.toContain('Authorized partner since');
  });

  it('asks for paragraphs for the long description', async () => {
    llm.setReply('First paragraph.\r\n\r\n\r\nSecond paragraph.\n\nThird paragraph.');
    const response = await generate(llmApp, llmHeaders, 'long-description', formValues);
    expect(response.body).toEqual({ longDescription: 'First paragraph.\n\nSecond paragraph.\n\nThird paragraph.' });
    expect(llm.requests[0]?.body.messages?.[1]?.content).toMatch(/3 to 5 paragraphs/);
  });

  it.each(['http-500', 'http-429', 'malformed', 'empty', 'truncated'] as const)(
    'falls back to the composer when the LLM answers %s',
    async (failure) => {
      llm.fail(failure);
      const response = await generate(llmApp, llmHeaders, 'description', formValues);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ description: composeShortDescription(formValues) });
      expect(llm.requests).toHaveLength(1);
    },
  );

  it('falls back to the composer when the model leaves a placeholder', async () => {
    llm.setReply('[Business Name] is a caring funeral home in [City].');
    const response = await generate(llmApp, llmHeaders, 'description', formValues);
    expect(response.body).toEqual({ description: composeShortDescription(formValues) });
  });

  it('falls back to the composer when the endpoint is down', async () => {
    const down = await startTestApp(database, { LLM_BASE_URL: 'http://127.0.0.1:9/v1' });
    try {
      const headers = authHeader((await createAdminSession(down.context)).token);
      const response = await generate(down, headers, 'long-description', formValues);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ longDescription: composeLongDescription(formValues) });
    } finally {
      await down.close();
    }
  });
});

describe('completeChat', () => {
  const env = () => ({ LLM_BASE_URL: llm.origin, LLM_API_KEY: LLM_KEY, LLM_MODEL: undefined });

  it('gives up after its timeout and returns null', async () => {
    llm.fail('hang');
    const started = Date.now();
    const text = await completeChat({ env: env(), system: 's', prompt: 'p', maxTokens: 10, timeoutMs: 300 });
    expect(text).toBeNull();
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('answers on the bare /chat/completions path too and sends a default model name', async () => {
    expect(await completeChat({ env: env(), system: 's', prompt: 'p', maxTokens: 10 })).toMatch(/test model/);
    expect(llm.requests[0]).toMatchObject({ path: '/chat/completions', body: { model: 'default', max_tokens: 10 } });
  });

  it('returns null on a wrong key and when not configured', async () => {
    expect(
      await completeChat({ env: { ...env(), LLM_API_KEY: 'wrong' }, system: 's', prompt: 'p', maxTokens: 10 }),
    ).toBeNull();
    expect(
      await completeChat({
        env: { LLM_BASE_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: undefined },
        system: 's',
        prompt: 'p',
        maxTokens: 10,
      }),
    ).toBeNull();
  });

  it('stops when the caller cancels', async () => {
    llm.fail('hang');
    const controller = new AbortController();
    const pending = completeChat({ env: env(), system: 's', prompt: 'p', maxTokens: 10, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toBeNull();
  });
});
