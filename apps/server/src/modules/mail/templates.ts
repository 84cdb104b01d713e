import type { Mail } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function linkMail(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: string,
  url: string,
): Mail {
  const text = [greeting, '', ...lines, '', `${action}: ${url}`, '', '— Partsmith'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    '<p>— Partsmith</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export const passwordResetMail = (to: string, name: string, url: string) =>
  linkMail(
    to,
    'Reset your Partsmith password',
    `Hello ${name},`,
    [
      'Someone asked to reset the password of your Partsmith account. The link works for one hour.',
      'If it was not you, ignore this mail; your password stays as it is.',
    ],
    'Choose a new password',
    url,
  );

export const verifyEmailMail = (to: string, name: string, url: string) =>
  linkMail(
    to,
    'Confirm your email for Partsmith',
    `Hello ${name},`,
    ['Welcome to Partsmith. Please confirm that this address is yours.'],
    'Confirm my email',
    url,
  );
