import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/*
 * A real SMTP server on 127.0.0.1 for tests (design §3: tests talk to real local servers). It speaks SMTP
 * through the `smtp-server` package, so the app's nodemailer transport runs its production code path. It
 * records every accepted message (envelope, headers, decoded text body), can refuse messages with a
 * 4xx/5xx reply, and can stall: take the DATA and never answer, as a server does that hangs mid-send.
 */

export interface ReceivedMail {
  envelope: { from: string | null; to: string[] };
  /** Header names in lower case, folded lines joined. */
  headers: Record<string, string>;
  /** The From header, its display name decoded ("Répertoire … <care@…>"). */
  from: string;
  subject: string;
  /** The text body, decoded from quoted-printable or base64. */
  text: string;
  raw: string;
}

export interface FakeSmtpServer {
  port: number;
  /** What to put in SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived; rejects after the timeout with what did arrive. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Refuse the next messages with this SMTP reply code (421 or 451: retry later; 550: refused). */
  refuse(responseCode: number | null): void;
  /** Accept the DATA but never answer until `stall(false)` (or never, if the client goes away first). */
  stall(on: boolean): void;
  /** Resolves when a DATA transfer is stalled (the client is mid-send). */
  waitForStalledSend(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeSmtpServer({ port = 0 }: { port?: number } = {}): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusal: number | null = null;
  let stalled = false;
  const heldCallbacks: (() => void)[] = [];
  let stalledSends = 0;

  const notify = () => {
    for (const waiter of waiters) waiter();
  };

  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS upgrade offered, no login required.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    // close() ends a stalled conversation quickly instead of waiting 30 s for the client to hang up.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal !== null) {
          const error = Object.assign(new Error('Mailbox temporarily unavailable (test refusal)'), {
            responseCode: refusal,
          });
          callback(error);
          return;
        }
        const accept = () => {
          messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope));
          callback();
          notify();
        };
        if (stalled) {
          stalledSends += 1;
          heldCallbacks.push(accept);
          notify();
          return;
        }
        accept();
      });
    },
  });
  // A client killed mid-send resets its socket: expected here, not a test failure.
  server.on('error', () => {});

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  const waitFor = (check: () => boolean, timeoutMs: number, describe: () => string) =>
    new Promise<void>((resolve, reject) => {
      if (check()) return resolve();
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(describe()));
      }, timeoutMs);
      const waiter = () => {
        if (!check()) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve();
      };
      waiters.add(waiter);
    });

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    async waitForMessages(count, timeoutMs = 10_000) {
      await waitFor(
        () => messages.length >= count,
        timeoutMs,
        () => `expected ${count} message(s) within ${timeoutMs} ms, got ${messages.length}`,
      );
      return messages;
    },
    refuse(responseCode) {
      refusal = responseCode;
    },
    stall(on) {
      stalled = on;
      if (!on) for (const accept of heldCallbacks.splice(0)) accept();
    },
    async waitForStalledSend(timeoutMs = 10_000) {
      await waitFor(
        () => stalledSends > 0,
        timeoutMs,
        () => `no send reached the stalled DATA phase within ${timeoutMs} ms`,
      );
    },
    async close() {
      heldCallbacks.splice(0);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function parseMail(raw: string, envelope: { mailFrom: { address: string } | false; rcptTo: { address: string }[] }) {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return {
    envelope: {
      from: envelope.mailFrom ? envelope.mailFrom.address : null,
      to: envelope.rcptTo.map((recipient) => recipient.address),
    },
    headers,
    from: decodeEncodedWords(headers.from ?? ''),
    subject: decodeEncodedWords(headers.subject ?? ''),
    text: text.replace(/\r\n/g, '\n').replace(/\n$/, ''),
    raw,
  };
}

function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 `=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=` in headers (nodemailer uses them for non-ASCII). */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
