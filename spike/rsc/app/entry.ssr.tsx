import { createFromReadableStream } from '@vitejs/plugin-rsc/ssr';
import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server.edge';
import {
  unstable_routeRSCServerRequest as routeRSCServerRequest,
  unstable_RSCStaticRouter as RSCStaticRouter,
} from 'react-router';
import { CSP_NONCE_HEADER } from './csp-nonce';

// React Router's default SSR entry (7.18) plus the CSP nonce and crawlers getting the whole page.
export async function generateHTML(request: Request, serverResponse: Response): Promise<Response> {
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;
  const userAgent = request.headers.get('user-agent');
  const response = await routeRSCServerRequest({
    request,
    serverResponse,
    createFromReadableStream,
    async renderHTML(getPayload, options) {
      const payload = await getPayload();
      const formState = payload.type === 'render' ? await payload.formState : undefined;
      const bootstrapScriptContent = await import.meta.viteRsc.loadBootstrapScriptContent('index');
      const stream = await renderToReadableStream(<RSCStaticRouter getPayload={getPayload} />, {
        ...options,
        onError(error: unknown) {
          console.error('ssr render error', error);
          return options.onError(error);
        },
        nonce,
        bootstrapScriptContent,
        formState,
        signal: request.signal,
      });
      // Crawlers get the complete page (the FAQ resolved), not the shell and a script that fills it in.
      if (userAgent && isbot(userAgent)) await stream.allReady;
      return stream;
    },
  });
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(nonceOnFlightScripts(response.body, nonce ?? ''), response);
}

/**
 * React Router writes the RSC payload into the page as `<script>(self.__FLIGHT_DATA||=[]).push(…)</script>`
 * without a nonce (7.18: routeRSCServerRequest has no nonce option), which `script-src 'nonce-…'` blocks,
 * and the page then never hydrates. Each such script is enqueued whole, so adding the attribute per chunk
 * is exact.
 *
 * A visitor who leaves mid-stream must not cancel React Router's stream: its payload injector enqueues from
 * a timer after cancellation and the uncaught error ends the process (remix-run/react-router#15275, fixed
 * in 8.x by #15286, not in 7.18.6). So a cancel here stops forwarding and drains the source to its end.
 */
function nonceOnFlightScripts(source: ReadableStream<Uint8Array>, nonce: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const marker = '<script>(self.__FLIGHT_DATA';
  const withNonce = nonce ? `<script nonce="${nonce}">(self.__FLIGHT_DATA` : marker;
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        const rest = decoder.decode();
        if (rest) controller.enqueue(encoder.encode(rest));
        controller.close();
        return;
      }
      const text = decoder.decode(value, { stream: true });
      controller.enqueue(encoder.encode(text.includes(marker) ? text.replaceAll(marker, withNonce) : text));
    },
    cancel() {
      void (async () => {
        while (!(await reader.read().catch(() => ({ done: true }))).done) {
          // Drained, not cancelled (see above).
        }
      })();
    },
  });
}
