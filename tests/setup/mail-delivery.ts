import pino from 'pino';
import type { DatabaseHandle } from '~/db/client.server';
import { compileCatalogs, directoryNames } from '~/modules/i18n/catalog.server';
import { type MailWorker, type MailWorkerOptions, startMailWorker } from '~/modules/mail/mail-worker.server';
import { type FakeSmtpServer, startFakeSmtpServer } from '../fakes/smtp-server';

/**
 * The outbox delivered for real: the app's mail worker sending over SMTP to a fake server on 127.0.0.1 that
 * keeps what it receives (`smtp.messages`, `smtp.waitForMessages`).
 */
export interface MailDelivery {
  smtp: FakeSmtpServer;
  worker: MailWorker;
  close(): Promise<void>;
}

export async function startMailDelivery(
  database: DatabaseHandle,
  { fromAddress, ...options }: { fromAddress: string } & Partial<MailWorkerOptions>,
): Promise<MailDelivery> {
  const smtp = await startFakeSmtpServer();
  const senderNames = directoryNames(compileCatalogs({ warn: () => undefined }));
  const worker = startMailWorker({
    db: database.db,
    databaseKind: database.kind,
    log: pino({ level: 'silent' }),
    // What the server configures (server/main.ts): the directory's name in the language of each message.
    from: { name: senderNames.en, address: fromAddress },
    fromNames: senderNames,
    messageIdDomain: 'directory.test',
    smtpUrl: smtp.url,
    pollIntervalMs: 100,
    ...options,
  });
  return {
    smtp,
    worker,
    async close() {
      await worker.stop();
      await smtp.close();
    },
  };
}
