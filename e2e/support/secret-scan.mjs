// The browser bundle must never carry a secret. The runner builds the app with a made-up (canary) value
// in every secret setting, then looks for each canary, and for any real secret set in this environment,
// in every file of apps/web/dist. The canaries go to the build only, never to the server the suite
// talks to: a STRIPE_SECRET_KEY there would move it off the built-in test card processor.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** @type {Record<string, string>} */
export const canarySecrets = {
  AUTH_SECRET: 'canary-auth-secret-5d0c9a7e3b1f4e2a8c6d0b9f7a5e3c1d',
  GOOGLE_CLIENT_SECRET: 'canary-google-client-secret-4e7b2a9d',
  STRIPE_SECRET_KEY: 'sk_test_canary_stripe_secret_key_91c3e5',
  STRIPE_WEBHOOK_SECRET: 'whsec_canary_stripe_webhook_secret_6f2d',
  S3_SECRET_ACCESS_KEY: 'canary-s3-secret-access-key-8a4c1e6b',
  SMTP_URL: 'smtp://mailer:canary-smtp-password-3b7e9d2f@127.0.0.1:2525',
};

/**
 * The secret part of a setting's value: for SMTP_URL, its password.
 * @param {string} name
 * @param {string} value
 */
function secretOf(name, value) {
  if (name !== 'SMTP_URL') return value;
  try {
    return decodeURIComponent(new URL(value).password);
  } catch {
    return '';
  }
}

/**
 * The values to look for: each canary, and each secret setting's real value in `env` (long enough not
 * to match by chance).
 * @param {NodeJS.ProcessEnv} env
 * @returns {Array<{ name: string, value: string }>}
 */
export function secretValues(env) {
  return Object.keys(canarySecrets).flatMap((name) =>
    [canarySecrets[name], env[name]]
      .map((value) => secretOf(name, value ?? ''))
      .filter((value) => value.length >= 8)
      .map((value) => ({ name, value })),
  );
}

/**
 * The files under `dir` holding any of the values (compressed twins are skipped: they hold the same text).
 * @param {string} dir
 * @param {Array<{ name: string, value: string }>} secrets
 * @returns {string[]} one line per finding
 */
export function findSecrets(dir, secrets) {
  const findings = [];
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && !/\.(gz|br)$/.test(entry.name),
  );
  for (const file of files) {
    const path = join(file.parentPath, file.name);
    const text = readFileSync(path, 'latin1');
    for (const { name, value } of secrets) {
      if (text.includes(value)) findings.push(`${relative(dir, path)} contains the value of ${name}`);
    }
  }
  return findings;
}
