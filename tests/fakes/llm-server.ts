import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A real OpenAI-compatible chat-completions server on 127.0.0.1 for tests (design §3: tests talk to real
 * local servers, never to mocks of the app). It answers POST /v1/chat/completions and /chat/completions
 * with the real response shape, checks the bearer key when given one, records every request, and can
 * fail on demand (HTTP error, hang past the client's timeout, malformed JSON, empty or cut-off answer).
 */

export interface ChatMessage {
  role: string;
  content: string;
}

export interface RecordedChatRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: ChatMessage[];
    max_tokens?: number;
    [key: string]: unknown;
  };
}

export type LlmFailure = 'http-500' | 'http-429' | 'hang' | 'malformed' | 'empty' | 'truncated';

export interface FakeLlmServer {
  /** Base URL to put in LLM_BASE_URL, with the `/v1` prefix real providers use. */
  baseUrl: string;
  /** The bare origin (the server also answers `/chat/completions` there). */
  origin: string;
  requests: RecordedChatRequest[];
  /** What the next answers say; a function sees the request (default: a fixed two-sentence text). */
  setReply(reply: string | ((request: RecordedChatRequest) => string)): void;
  /** Fail the next `times` requests (default: every request until `reset`). */
  fail(kind: LlmFailure, times?: number): void;
  /** Back to answering normally, requests forgotten. */
  reset(): void;
  close(): Promise<void>;
}

export const DEFAULT_LLM_REPLY = 'A description written by the test model. It is two sentences long.';

export async function startFakeLlmServer({ apiKey }: { apiKey?: string } = {}): Promise<FakeLlmServer> {
  const requests: RecordedChatRequest[] = [];
  let reply: string | ((request: RecordedChatRequest) => string) = DEFAULT_LLM_REPLY;
  let failure: { kind: LlmFailure; remaining: number } | null = null;
  const hanging = new Set<http.ServerResponse>();

  const sendJson = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const openAiError = (res: http.ServerResponse, status: number, message: string, type: string) =>
    sendJson(res, status, { error: { message, type, param: null, code: null } });

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/chat/completions')) {
      openAiError(res, 404, `Unknown request URL: ${req.method} ${path}`, 'invalid_request_error');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: RecordedChatRequest['body'];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedChatRequest['body'];
      } catch {
        openAiError(res, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
        return;
      }
      const request: RecordedChatRequest = { path, authorization: req.headers.authorization, body };
      requests.push(request);

      if (apiKey !== undefined && req.headers.authorization !== `Bearer ${apiKey}`) {
        openAiError(res, 401, 'Incorrect API key provided.', 'invalid_request_error');
        return;
      }
      if (!Array.isArray(body.messages) || body.messages.length === 0) {
        openAiError(res, 400, "'messages' is a required property", 'invalid_request_error');
        return;
      }

      const kind = failure?.kind;
      if (failure) {
        failure.remaining -= 1;
        if (failure.remaining <= 0) failure = null;
      }
      if (kind === 'http-500')
        return openAiError(res, 500, 'The server had an error while processing your request.', 'server_error');
      if (kind === 'http-429') return openAiError(res, 429, 'Rate limit reached.', 'rate_limit_exceeded');
      if (kind === 'hang') {
        // Never answers: the client's own timeout must end the wait. Closed on reset/close.
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (kind === 'malformed') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"choices": [');
        return;
      }

      const content = kind === 'empty' ? '' : typeof reply === 'function' ? reply(request) : reply;
      sendJson(res, 200, {
        id: `chatcmpl-test-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model ?? 'test-model',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content },
            finish_reason: kind === 'truncated' ? 'length' : 'stop',
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const endHanging = () => {
    for (const res of hanging) res.destroy();
    hanging.clear();
  };

  return {
    baseUrl: `${origin}/v1`,
    origin,
    requests,
    setReply(next) {
      reply = next;
    },
    fail(kind, times = Number.POSITIVE_INFINITY) {
      failure = { kind, remaining: times };
    },
    reset() {
      failure = null;
      reply = DEFAULT_LLM_REPLY;
      requests.length = 0;
      endHanging();
    },
    async close() {
      endHanging();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
