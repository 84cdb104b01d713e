import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  /** Name, type, size and first bytes of each attachment. */
  attachments: { filename: string; mimeType: string; size: number; head: string }[];
}

/** The newest mail the local SMTP server received for `email`, with `subject` if given (e2e/run.mjs starts it). */
export async function lastMailTo(email: string, subject?: string): Promise<CapturedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the suite with npm run test:e2e');
  let found: CapturedMail | undefined;
  await expect
    .poll(
      () => {
        const mails = readdirSync(dir)
          .sort()
          .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as CapturedMail);
        found = mails
          .filter((mail) => mail.to.includes(email.toLowerCase()) && (!subject || mail.subject === subject))
          .at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${email}${subject ? ` about "${subject}"` : ''}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export function firstLink(mail: CapturedMail): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in the mail "${mail.subject}"`);
  return link;
}
