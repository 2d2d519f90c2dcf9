import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseIceConfig, type IceConfig } from './ice-servers.js';
import { isAddressOrRange } from './core/address-allow-list.js';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

/** Every environment variable the server reads; .env.example and the README list the same (config-docs.test.ts). */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DIRECT_DATABASE_URL: z.string().url().optional(),
  DEMO: booleanFlag.optional(),
  BRAND_NAME: z.string().default('Oola'),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  METRICS_ALLOW: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every(isAddressOrRange),
      'expected addresses and CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8',
    )
    .optional(),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  WEB_DIST_DIR: z.string().optional(),
  ENROLLMENT_URL: z.string().url().optional(),
  STORE_URL: z.string().url().optional(),
  BACKOFFICE_URL: z.string().url().optional(),
  UPGRADE_URL: z.string().url().optional(),
  RESET_PASSWORD_URL: z.string().url().optional(),
  AFFILIATE_SIGNUP_URL: z.string().url().optional(),
  WWW_REDIRECT: booleanFlag.optional(),
  TRUST_PROXY: z.string().optional(),
  TEST_CLOCK: booleanFlag.optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'expected a Stripe secret key (sk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'expected a webhook signing secret (whsec_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'expected a publishable key (pk_...)').optional(),
  STRIPE_API_URL: z.string().url().optional(),
  SUPPORT_PHONE: z.string().default('1-800-555-0142'),
  SUPPORT_EMAIL: z.string().email().default('support@oola.example'),
  ICE_SERVERS: z.string().optional(),
  STUN_URLS: z.string().optional(),
  TURN_URL: z.string().optional(),
  TURN_USERNAME: z.string().optional(),
  TURN_CREDENTIAL: z.string().optional(),
  TURN_SECRET: z.string().optional(),
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(604_800).optional(),
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'expected smtp://user:pass@host:587 (or smtps://)')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'expected a P-256 public key, base64url (npx web-push generate-vapid-keys)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'expected a P-256 private key, base64url (npx web-push generate-vapid-keys)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((value) => /^(mailto:|https:\/\/)/.test(value), 'expected mailto:you@example.com or an https:// address')
    .optional(),
  PUSH_ALLOW_LOOPBACK: booleanFlag.optional(),
});

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Which hops may set X-Forwarded-For: false (unset, 'false' or '0': the connection's own address
 * is the caller's), a hop count, or a comma-separated list of proxy addresses, CIDR ranges and
 * range names.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const trimmed = value?.trim() ?? '';
  if (['', 'false', 'off', 'no', '0'].includes(trimmed.toLowerCase())) return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyEntry(entry));
  if (invalid.length > 0) {
    throw new Error(
      `Invalid configuration: TRUST_PROXY: expected a hop count or proxy addresses, not ${invalid.join(', ')}`,
    );
  }
  return entries;
}

/** Fastify's form of the setting: its types take a hop count only as a function of the hop. */
export function fastifyTrustProxy(
  trustProxy: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const maxBits = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= maxBits;
}

export interface ExternalLinks {
  enrollment: string | null;
  store: string | null;
  backOffice: string | null;
  upgrade: string | null;
  resetPassword: string | null;
  affiliateSignUp: string | null;
}

/** Stripe, when STRIPE_SECRET_KEY is set; otherwise payments go to the built-in sandbox. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string | null;
  publishableKey: string | null;
  /** Another API address (stripe-mock, a test's fake server); null is Stripe's own. */
  apiUrl: string | null;
}

/** Fastify's trustProxy: off, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * The same database by a direct connection, never through a transaction-pooling proxy, for what
   * needs a session of its own: Socket.IO's PostgreSQL adapter (LISTEN/NOTIFY) and the start-up lock.
   * DATABASE_URL unless DIRECT_DATABASE_URL is set; null with the embedded database.
   */
  directDatabaseUrl: string | null;
  demo: boolean;
  brandName: string;
  publicUrl: string | null;
  logLevel: string;
  /** pretty: pino-pretty's readable lines (a terminal); json: one JSON object a line (a log collector). */
  logFormat: 'pretty' | 'json';
  /** Who may read /metrics (addresses and CIDR ranges); empty: no one, and no metrics are kept. */
  metricsAllow: string[];
  webDistDir: string;
  wwwRedirect: boolean;
  trustProxy: TrustProxy;
  /** POST /api/Test/AdvanceClock moves the server's clock forward: end-to-end tests only. */
  testClock: boolean;
  links: ExternalLinks;
  stripe: StripeConfig | null;
  support: { phone: string; email: string };
  /** STUN and TURN servers for the video sessions (ice-servers.ts). */
  ice: IceConfig;
  /** Where e-mail goes (smtp://user:pass@host:587, STARTTLS); null keeps every message in the outbox table. */
  smtpUrl: string | null;
  /** Seconds before a failed or lost job's first retry; the queue doubles it for each next one. */
  jobRetryDelaySeconds: number;
  /** The From of every message. */
  mailFrom: string;
  /** Web push's VAPID identity: the configured key pair (null: generated once and kept in the database). */
  vapid: { publicKey: string; privateKey: string } | null;
  /** Who runs this server, told to push services in every VAPID signature (mailto: or https:). */
  vapidSubject: string;
  /** Also accept http://127.0.0.1 (and other loopback) push endpoints: a test's push receiver, never production. */
  pushAllowLoopback: boolean;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads every environment variable once; throws a readable error on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  const databaseUrl = e.DATABASE_URL ?? null;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl,
    directDatabaseUrl: databaseUrl === null ? null : (e.DIRECT_DATABASE_URL ?? databaseUrl),
    demo: e.DEMO ?? databaseUrl === null,
    brandName: e.BRAND_NAME,
    publicUrl: e.PUBLIC_URL ?? null,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    metricsAllow: e.METRICS_ALLOW ?? [],
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'),
    wwwRedirect: e.WWW_REDIRECT ?? false,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    testClock: e.TEST_CLOCK ?? false,
    links: {
      enrollment: e.ENROLLMENT_URL ?? null,
      store: e.STORE_URL ?? null,
      backOffice: e.BACKOFFICE_URL ?? null,
      upgrade: e.UPGRADE_URL ?? null,
      resetPassword: e.RESET_PASSWORD_URL ?? null,
      affiliateSignUp: e.AFFILIATE_SIGNUP_URL ?? null,
    },
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
          apiUrl: e.STRIPE_API_URL ?? null,
        }
      : null,
    support: { phone: e.SUPPORT_PHONE, email: e.SUPPORT_EMAIL },
    ice: parseIceConfig(e),
    smtpUrl: e.SMTP_URL ?? null,
    jobRetryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
    mailFrom: e.MAIL_FROM ?? `"${e.BRAND_NAME}" <no-reply@oola.example>`,
    vapid: vapidKeyPair(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY),
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    pushAllowLoopback: e.PUSH_ALLOW_LOOPBACK ?? false,
  };
}

/** Both VAPID keys or neither: one alone is a mistake worth stopping for. */
function vapidKeyPair(publicKey: string | undefined, privateKey: string | undefined): Config['vapid'] {
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey) {
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  return null;
}

/** A config for tests: in-memory database, no demo data, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent', LOG_FORMAT: 'json', DEMO: 'false' }), ...overrides };
}
