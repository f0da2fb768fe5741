import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';

/** An error's chain: itself and its causes, as pino's serializer appends them. */
function errorChain(error: Error): Error[] {
  const chain: Error[] = [];
  for (let current: unknown = error; current instanceof Error && chain.length < 5; current = current.cause)
    chain.push(current);
  return chain;
}

/**
 * pino's error serializer, less the values of a failed query: Drizzle writes them into its error's message
 * (`params: …`), and they are what was being stored: a family's name, email and message, a partner's
 * address. The SQL stays, with the driver's reason.
 */
function errWithoutQueryValues(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error);
  if (!(error instanceof Error) || !errorChain(error).some((cause) => cause instanceof DrizzleQueryError)) {
    return serialized;
  }
  const safeMessage = (cause: Error) =>
    cause instanceof DrizzleQueryError ? `Failed query: ${cause.query}` : cause.message;
  const chain = errorChain(error);
  serialized.message = chain.map(safeMessage).join(': ');
  serialized.stack = chain
    .map((cause) => (cause.stack ?? '').replace(cause.message, safeMessage(cause)))
    .join('\ncaused by: ');
  delete (serialized as { params?: unknown }).params;
  return serialized;
}

/** JSON lines. Secrets and personal data are never logged; the redact list is a second line of defence. */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    serializers: { err: errWithoutQueryValues },
    redact: {
      paths: [
        'password',
        'passwordHash',
        'token',
        'authorization',
        '*.password',
        '*.passwordHash',
        '*.token',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      censor: '[redacted]',
    },
  };
  // Tests pass a stream to read the lines back; the app writes to stdout.
  return destination ? pino(options, destination) : pino(options);
}
