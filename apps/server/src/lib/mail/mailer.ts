import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadOnce } from '../load-once';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (the invoice PDF with the payment mail). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Sends over SMTP (SMTP_URL), e.g. `smtp://user:pass@mail.example.com:587`. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = loadOnce(async () => (await import('nodemailer')).default.createTransport(smtpUrl));
  return {
    async send({ attachments, ...mail }) {
      await (
        await transport()
      ).sendMail({
        from,
        ...mail,
        ...(attachments && {
          attachments: attachments.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content: Buffer.from(content),
          })),
        }),
      });
    },
  };
}

/**
 * Without SMTP, mail goes to files under DATA_DIR/outbox and the log names the file, so password reset
 * and verification work on a developer's machine with no mail server.
 */
export function outboxMailer(dataDir: string, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  const outbox = path.join(dataDir, 'outbox');
  // The folder is made when a write finds it missing (the first mail, or after it was taken away), not
  // for every mail.
  const write = async (file: string, content: string | Uint8Array) => {
    try {
      await fs.writeFile(file, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await fs.mkdir(outbox, { recursive: true });
      await fs.writeFile(file, content);
    }
  };
  return {
    async send(mail) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = path.join(outbox, `${stamp}-${mail.to.replace(/[^\w.@-]/g, '_')}`);
      const file = `${base}.txt`;
      // Attachments lie beside the mail's text, named after it, and the text lists them.
      const attached: string[] = [];
      for (const attachment of mail.attachments ?? []) {
        const attachedFile = `${base}-${attachment.filename.replace(/[^\w.-]/g, '_')}`;
        await write(attachedFile, attachment.content);
        attached.push(`Attachment: ${path.basename(attachedFile)} (${attachment.contentType})`);
      }
      const header = [`To: ${mail.to}`, `Subject: ${mail.subject}`, ...attached].join('\n');
      await write(file, `${header}\n\n${mail.text}\n`);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the dev outbox');
    },
  };
}
