import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { CspNonceContext } from '~/lib/csp-nonce';
import { isCrawler } from '~/lib/crawlers.server';
import { ServerHtmlContext } from '~/ui/layout/server-html';

/**
 * React Router's default Node entry (7.18), plus the per-request CSP nonce (design §4): `ServerRouter nonce`
 * hands it to <Scripts>, <ScrollRestoration>, <Links> and the streamed data scripts, and React puts it on
 * the scripts it injects itself. People get the streamed shell (onShellReady). Crawlers and SPA mode wait for
 * everything (onAllReady), and crawlers get every Suspense boundary in place: by default React still sends
 * a completed boundary out of line (hidden, moved by an inline script) once the bytes before it pass
 * `progressiveChunkSize` (12.5 kB, less than any public page's shell), which a client that runs no script
 * would never show; an unbounded chunk size keeps them inline.
 */
export const streamTimeout = 5_000;

/**
 * A loader's, action's or render's failure as one JSON line of the app's log, instead of React Router's
 * console.error of the whole error object: the logger's error serializer keeps a failed query's values (what
 * a family or partner typed) out. The request line with its id follows, status 500.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { log, clientIp, requestId } = context as AppLoadContext;
  // React Router's own CSRF check answers a form post from another origin 400 and reports it here: a
  // refusal for the audit trail, as the API logs its own, not a failure of the app.
  if (isCrossOriginAction(request)) {
    const path = new URL(request.url).pathname;
    const refused = { event: 'access.refused', status: 400, method: request.method, path };
    log.warn({ ...refused, ip: clientIp, reqId: requestId }, 'cross-origin form post refused');
    return;
  }
  // A request the router refuses itself (a method no route takes: 405): the client's, not a failure of the app.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.info({ status: error.status, method: request.method, path: new URL(request.url).pathname }, error.statusText);
    return;
  }
  log.error({ err: error, method: request.method }, 'page request failed');
};

/** A form post whose Origin header is another origin, "null" or not a URL: what React Router refuses. */
function isCrossOriginAction(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (request.method === 'GET' || request.method === 'HEAD' || origin === null) return false;
  return !URL.canParse(origin) || new URL(origin).origin !== new URL(request.url).origin;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce || undefined;
  const stylesheets = stylesheetPreloads(routerContext);
  if (stylesheets) responseHeaders.append('Link', stylesheets);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const crawler = isCrawler(request.headers.get('user-agent'));
    const readyOption: keyof RenderToPipeableStreamOptions =
      crawler || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort after streamTimeout (plus a second to flush the rejected boundaries).
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      // The server sections the loaders rendered (serverSections: the header, the footer, a page's static
      // parts) are written into the page here and never rendered by the browser (ServerHtml).
      <ServerHtmlContext.Provider value={loadContext.documentHtml ?? null}>
        <CspNonceContext.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </CspNonceContext.Provider>
      </ServerHtmlContext.Provider>,
      {
        nonce,
        ...(crawler ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout so the closure is not retained.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell after it was sent; shell errors reject and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * The matched routes' stylesheets as a `Link: <…>; rel=preload; as=style` header. The stylesheet is the only
 * render-blocking file, yet React writes the ~30 module preloads of <Scripts> into <head> before it, so a
 * browser on HTTP/1.1 (6 connections per host) queued it behind the JavaScript and painted nothing until
 * that had downloaded (Lighthouse mobile: the CSS was the last request of the page). From the header the
 * browser starts it as soon as the response headers arrive; the <link rel="stylesheet"> then reuses it.
 */
function stylesheetPreloads(context: EntryContext): string | null {
  const hrefs = new Set<string>();
  for (const match of context.staticHandlerContext.matches) {
    for (const href of context.manifest.routes[match.route.id]?.css ?? []) hrefs.add(href);
  }
  return hrefs.size === 0 ? null : [...hrefs].map((href) => `<${href}>; rel=preload; as=style`).join(', ');
}
