import path from 'node:path';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));

const proxyKeywords = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(item: string): boolean {
  if (proxyKeywords.has(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .refine((url) => /^(postgres(ql)?:\/\/|file:|sqlite:)/.test(url), {
      message: 'must start with postgres://, postgresql://, file: or sqlite:',
    })
    .optional(),
  PUBLIC_URL: z.url().optional(),
  /** The built web app; the server serves it when the folder exists. */
  WEB_DIST: z.string().default(path.resolve(here, '../../web/dist')),
  /**
   * The web app's server renderer (`vite build --ssr`); public pages are rendered with it when the file
   * exists, else every page gets the app shell.
   */
  WEB_SSR_ENTRY: z.string().default(path.resolve(here, '../../web/dist-ssr/entry-server.js')),
  /** Seed the demo catalogue and reviews into an empty database at start. */
  SEED_DEMO_DATA: booleanFlag.default(true),
  /** Seed the demo admin and buyer accounts; by default only for a store on this machine (see toConfig). */
  SEED_DEMO_ACCOUNTS: booleanFlag.optional(),
  /** Signs sessions and tokens; every instance of one store must share it. Generated into DATA_DIR if unset. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REQUIRE_EMAIL_VERIFICATION: booleanFlag.default(false),
  /** Sign-in attempts allowed per minute and address (better-auth's rate limiter). */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins allowed per account (email) in 15 minutes, from any address. */
  SIGN_IN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(5),
  /**
   * Password hashes (sign-ins, sign-ups, resets) allowed to wait behind the one being computed (ADR
   * 0018); a request beyond them is answered 503 at once instead of queueing without end.
   */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(32),
  /**
   * The load balancers in front of this process: addresses or subnets, comma-separated
   * (`10.0.0.5`, `10.0.0.0/8`, `loopback`, `uniquelocal`). A request from one of them is attributed to
   * the address it appended to X-Forwarded-For, never to an address the client wrote there itself.
   * Empty (the default): no proxy is trusted and the socket's address is the client.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine(
      (items) => items.every(isProxyAddress),
      'must list IP addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal',
    ),
  ADMIN_EMAILS: z.string().default(''),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Partsmith <no-reply@partsmith.local>'),
  /** The seller block of invoices, lines separated by `|`. */
  INVOICE_SELLER: z
    .string()
    .max(500)
    .default('Partsmith Parts Manufacturing|1 Foundry Road|Porto, Portugal|VAT PT500000000'),
  /** The store's own country (two letters): the default destination of orders (ADR 0034). */
  STORE_COUNTRY: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'STORE_COUNTRY is a two-letter country code, like US')
    .default('US'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** OpenID Connect discovery document of the Google sign-in provider (a local server in tests). */
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * `test`: take payments with the built-in test card processor (no real charge). Without Stripe keys it
   * is the default outside production; in production it must be asked for, or the server does not start.
   */
  PAYMENTS: z.enum(['test'], { message: 'must be "test" (or unset)' }).optional(),
  /** Shared store for rate limits across instances; memory when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Part addresses per page of the sitemap (the sitemap protocol allows at most 50,000). */
  SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /** Orders one buyer may place per minute. */
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** How long an unpaid order holds its stock; then the units go back and the order shows as Expired. */
  UNPAID_ORDER_HOLD_MINUTES: z.coerce.number().int().min(1).default(2880),
  /** Open (unpaid, not expired) orders one buyer may keep. */
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).default(10),
  /** Basket, saved-list and quick-order writes one buyer may make per minute. */
  BASKET_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /** Days after shipping within which a buyer may ask to return an order (ADR 0037). */
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Days after approval within which an approved return must be received; then it lapses (ADR 0037). */
  RETURN_SEND_BACK_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Percent of the refund kept on a return for "no longer needed" (0: none). */
  RETURN_RESTOCKING_FEE_PERCENT: z.coerce.number().min(0).max(100).default(0),
  /** Reviews one account may post per hour. */
  REVIEW_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Images one admin may upload per minute. */
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Invoice PDFs one account may download per minute (each is rendered afresh). */
  INVOICE_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Public pages one client address may have the server render anew per minute (cached pages are free). */
  PAGE_RENDER_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** S3-compatible image storage, shared by every instance; local disk when S3_BUCKET is unset. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Public base URL of the bucket's objects (a CDN, say); defaults to the endpoint and bucket. */
  S3_PUBLIC_URL: z.url().optional(),
  /** Only for tests: a local server speaking Stripe's API. */
  STRIPE_API_URL: z.url().optional(),
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof EnvSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const port = env.PORT;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port,
    logLevel: env.LOG_LEVEL,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `file:${path.join(dataDir, 'partsmith.sqlite')}`,
    publicUrl,
    /** Origins whose pages may call the API: the store itself, and Vite's dev server outside production. */
    trustedOrigins:
      env.NODE_ENV === 'production'
        ? [new URL(publicUrl).origin]
        : [new URL(publicUrl).origin, 'http://localhost:5173'],
    webDist: path.resolve(env.WEB_DIST),
    webSsrEntry: path.resolve(env.WEB_SSR_ENTRY),
    seedDemoData: env.SEED_DEMO_DATA,
    // Their passwords are in the README: only where no one else can reach them, unless asked for.
    seedDemoAccounts: env.SEED_DEMO_ACCOUNTS ?? (env.NODE_ENV !== 'production' && isLoopbackUrl(publicUrl)),
    authSecret: env.AUTH_SECRET,
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    authRateLimit: env.AUTH_RATE_LIMIT,
    signInFailureLimit: env.SIGN_IN_FAILURE_LIMIT,
    passwordHashQueue: env.PASSWORD_HASH_QUEUE,
    trustedProxies: env.TRUST_PROXY,
    adminEmails: env.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    storeCountry: env.STORE_COUNTRY,
    invoiceSeller: env.INVOICE_SELLER.split('|')
      .map((line) => line.trim())
      .filter(Boolean),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: env.GOOGLE_DISCOVERY_URL,
          }
        : null,
    redisUrl: env.REDIS_URL,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: (
            env.S3_PUBLIC_URL ??
            (env.S3_ENDPOINT
              ? `${env.S3_ENDPOINT.replace(/\/$/, '')}/${env.S3_BUCKET}`
              : `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`)
          ).replace(/\/$/, ''),
        }
      : null,
    orderRateLimit: env.ORDER_RATE_LIMIT,
    basketRateLimit: env.BASKET_RATE_LIMIT,
    sitemapPageSize: env.SITEMAP_PAGE_SIZE,
    uploadRateLimit: env.UPLOAD_RATE_LIMIT,
    invoiceRateLimit: env.INVOICE_RATE_LIMIT,
    pageRenderRateLimit: env.PAGE_RENDER_RATE_LIMIT,
    reviewRateLimit: env.REVIEW_RATE_LIMIT,
    unpaidOrderHoldMs: env.UNPAID_ORDER_HOLD_MINUTES * 60_000,
    maxUnpaidOrders: env.MAX_UNPAID_ORDERS,
    returns: {
      windowDays: env.RETURN_WINDOW_DAYS,
      sendBackDays: env.RETURN_SEND_BACK_DAYS,
      restockingFeePercent: env.RETURN_RESTOCKING_FEE_PERCENT,
    },
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : null,
    /** The test card processor may take payments: outside production, or when PAYMENTS=test says so. */
    testPaymentsAllowed: env.NODE_ENV !== 'production' || env.PAYMENTS === 'test',
  };
}

/** Whether a URL's host is this machine: localhost (and *.localhost), 127.0.0.0/8 or ::1. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/** Why this configuration may not take payments (one line for the operator), or null. */
export function paymentsProblem(config: Config): string | null {
  if (config.stripe || config.testPaymentsAllowed) return null;
  return 'In production set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to take real payments, or PAYMENTS=test to run the test card processor (no real charge).';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at boot; a bad value stops the server with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return toConfig(parsed.data);
}
