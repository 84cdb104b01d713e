import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; mimeType: string; content: Uint8Array }[];
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (parsed) => {
            mails.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              attachments: parsed.attachments.map((attachment) => ({
                filename: attachment.filename ?? '',
                mimeType: attachment.mimeType,
                content:
                  typeof attachment.content === 'string'
                    ? Buffer.from(attachment.content)
                    : new Uint8Array(attachment.content),
              })),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /**
     * The newest mail to `email` with this subject, waiting briefly for it: for mails sent after the
     * answer (the mail outbox, ADR 0038), where the newest mail to the buyer may still be an older one.
     */
    async mailTo(email: string, subject: string, timeoutMs = 5000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.filter((m) => m.to.includes(email.toLowerCase()) && m.subject === subject).at(-1);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${email} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** The newest mail to `email`, waiting briefly for it to arrive. */
    async lastMailTo(email: string, timeoutMs = 5000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.filter((m) => m.to.includes(email.toLowerCase())).at(-1);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail to ${email} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link of a mail's text. */
export function firstLink(mail: CapturedMail): URL {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in mail "${mail.subject}"`);
  return new URL(match[0]);
}
