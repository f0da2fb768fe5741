import type { Logger } from 'pino';
import type { Env } from './env.server';

/*
 * The optional text-generation backend (design §3: an OpenAI-compatible chat-completions endpoint when
 * LLM_BASE_URL is set, the built-in composers otherwise). Shared by the partner descriptions and the
 * press release. It never throws: any failure (not configured, timeout, HTTP error, odd answer) is null,
 * and the caller falls back to its composer, so an admin or partner always gets a text.
 */

/** Long enough for a 800-word press release from a slow model, short enough that a form never hangs. */
export const LLM_TIMEOUT_MS = 20_000;

export interface CompleteChatOptions {
  env: Pick<Env, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>;
  /** The standing instructions (role "system"). */
  system: string;
  /** The request itself (role "user"). */
  prompt: string;
  maxTokens: number;
  signal?: AbortSignal;
  /** Where a failure is reported (warn level, without the prompt: it may hold personal data). */
  log?: Pick<Logger, 'warn'>;
  /** Override of LLM_TIMEOUT_MS (tests). */
  timeoutMs?: number;
}

export function isLlmConfigured(env: Pick<Env, 'LLM_BASE_URL'>): boolean {
  return Boolean(env.LLM_BASE_URL);
}

/** `https://host/v1` + `/chat/completions`, keeping any path prefix of the base URL. */
export function chatCompletionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

interface ChatCompletionResponse {
  choices?: Array<{ message?: { content?: unknown }; finish_reason?: unknown }>;
}

/** The assistant's text, trimmed; null when the endpoint is not configured or anything goes wrong. */
export async function completeChat({
  env,
  system,
  prompt,
  maxTokens,
  signal,
  log,
  timeoutMs = LLM_TIMEOUT_MS,
}: CompleteChatOptions): Promise<string | null> {
  if (!env.LLM_BASE_URL) return null;
  const url = chatCompletionsUrl(env.LLM_BASE_URL);
  const timeout = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (env.LLM_API_KEY) headers.authorization = `Bearer ${env.LLM_API_KEY}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        // Servers that host one model (llama.cpp, vLLM) ignore the name; hosted APIs need it configured.
        model: env.LLM_MODEL ?? 'default',
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: prompt },
        ],
        max_tokens: maxTokens,
        temperature: 0.4,
        stream: false,
      }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      redirect: 'error',
    });
    if (!response.ok) {
      // The body may echo the key or the prompt: only the status is logged.
      await response.body?.cancel();
      log?.warn({ status: response.status }, 'LLM request failed; using the built-in composer');
      return null;
    }
    const body = (await response.json()) as ChatCompletionResponse;
    const choice = body.choices?.[0];
    const content = choice?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') {
      log?.warn('LLM answer had no text; using the built-in composer');
      return null;
    }
    // A reply cut off by max_tokens ends mid-sentence: better the composer's complete text.
    if (choice?.finish_reason === 'length') {
      log?.warn('LLM answer was cut off; using the built-in composer');
      return null;
    }
    return content.trim();
  } catch (error) {
    const reason = timeout.aborted ? 'timed out' : signal?.aborted ? 'was cancelled' : 'failed';
    log?.warn({ reason, error: (error as Error)?.name }, `LLM request ${reason}; using the built-in composer`);
    return null;
  }
}
