import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type FakeSmtpServer, startFakeSmtpServer } from '../fakes/smtp-server';
import { type AppServer, startAppServer } from './server';

/*
 * Design §3/§4: "a restart loses nothing". The production server is killed with SIGKILL after the inquiry
 * committed and while its email is on the wire (the SMTP server has the DATA but has not answered), then
 * started again on the same PGlite folder with a working SMTP server: the family's email still arrives,
 * exactly once.
 */

const INQUIRY_EMAIL = 'coordinator@durability.test';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'directory-durability-'));
const servers: AppServer[] = [];
const smtpServers: FakeSmtpServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const smtp of smtpServers) await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('inquiry email across a crash', () => {
  it(
    'is sent after kill -9 between commit and send and a restart on the same data folder',
    { timeout: 240_000 },
    async () => {
      // A mail server that takes the message and never answers: the app is mid-send when it dies.
      const hangingSmtp = await startFakeSmtpServer();
      smtpServers.push(hangingSmtp);
      hangingSmtp.stall(true);

      const first = await startAppServer({ dataDir, env: { SMTP_URL: hangingSmtp.url, INQUIRY_EMAIL } });
      servers.push(first);
      const partners = (await (await fetch(`${first.baseUrl}/api/partners/priority?limit=1`)).json()) as Array<{
        id: string;
        name: string;
      }>;
      const partner = partners[0];
      expect(partner, 'a demo partner').toBeDefined();

      const response = await fetch(`${first.baseUrl}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Maria Lopez',
          email: 'maria.lopez@example.com',
          phone: '',
          message: 'Please call us about a memorial stone for my father.',
          partnerId: partner!.id,
        }),
      });
      expect(response.status).toBe(201);

      await hangingSmtp.waitForStalledSend(15_000);
      await first.kill9();
      expect(hangingSmtp.messages, 'the interrupted send was never accepted').toHaveLength(0);

      const smtp = await startFakeSmtpServer();
      smtpServers.push(smtp);
      const second = await startAppServer({ dataDir, env: { SMTP_URL: smtp.url, INQUIRY_EMAIL } });
      servers.push(second);

      // The coordinator's email, and the family's confirmation.
      const mail = (await smtp.waitForMessages(2, 30_000)).find((each) => each.envelope.to[0] === INQUIRY_EMAIL);
      expect(mail?.envelope.to).toEqual([INQUIRY_EMAIL]);
      expect(mail?.headers['reply-to']).toBe('maria.lopez@example.com');
      expect(mail?.text).toContain(`Name: ${partner!.name}`);
      expect(mail?.text).toContain('Please call us about a memorial stone for my father.');
      // And only once.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(smtp.messages.filter((each) => each.envelope.to[0] === INQUIRY_EMAIL)).toHaveLength(1);
      expect(smtp.messages).toHaveLength(2);
    },
  );
});
