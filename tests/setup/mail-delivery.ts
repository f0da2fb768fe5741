import pino from 'pino';
import type { DatabaseHandle } from '~/db/client.server';
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
  const worker = startMailWorker({
    db: database.db,
    databaseKind: database.kind,
    log: pino({ level: 'silent' }),
    from: { name: 'Solace Stones Partner Directory', address: fromAddress },
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
