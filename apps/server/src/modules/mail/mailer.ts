import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadOnce } from '../../lib/load-once';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Sends over SMTP (SMTP_URL), e.g. `smtp://user:pass@mail.example.com:587`. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = loadOnce(async () => (await import('nodemailer')).default.createTransport(smtpUrl));
  return {
    async send(mail) {
      await (await transport()).sendMail({ from, ...mail });
    },
  };
}

/**
 * Without SMTP, mail goes to files under DATA_DIR/outbox and the log names the file, so password reset
 * and verification work on a developer's machine with no mail server.
 */
export function outboxMailer(dataDir: string, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  const outbox = path.join(dataDir, 'outbox');
  return {
    async send(mail) {
      await fs.mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${mail.to.replace(/[^\w.@-]/g, '_')}.txt`);
      await fs.writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the dev outbox');
    },
  };
}
