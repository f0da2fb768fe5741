import pino from 'pino';

/** JSON lines. Secrets and personal data are never logged; the redact list is a second line of defence. */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
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
