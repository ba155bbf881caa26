import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "~/utils/password-length";
import { parseReplicaUrl } from "~/utils/replica-url";

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalUrl = optionalString.pipe(z.url("must be a URL").optional());

const positiveInt = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : String(fallback)))
    .pipe(z.string().regex(/^\d+$/, "must be a whole number").transform(Number))
    .pipe(z.number().int().positive("must be greater than 0"));

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    // The address to listen on; unset: every interface.
    HOST: optionalString,
    PORT: positiveInt(3000).pipe(z.number().max(65535, "must be at most 65535")),
    PUBLIC_URL: optionalString.pipe(
      z
        .url("must be a URL such as https://www.example.com")
        .refine((value) => /^https?:\/\//i.test(value), 'must start with "https://" or "http://"')
        .refine((value) => {
          const url = new URL(value);
          return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
        }, "must be an origin only (scheme, host and port; no path)")
        .transform((value) => new URL(value).origin)
        .optional(),
    ),
    DATABASE_URL: z
      .string()
      .trim()
      .default("file:./data/site.db")
      .refine(
        (value) => value.startsWith("file:") && value.length > 5,
        'must look like "file:./data/site.db"',
      ),
    UPLOADS_DIR: z.string().trim().min(1, "must not be empty").default("./data/uploads"),
    // Where the app writes the page nginx serves while the app is down (decision 034).
    EDGE_PAGES_DIR: z.string().trim().min(1, "must not be empty").default("./data/edge"),
    SESSION_SECRET: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    ADMIN_EMAIL: optionalString.pipe(z.email("must be an e-mail address").optional()),
    // The same length rule as every account's password.
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`).optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with "smtp://" or "smtps://"')
        .optional(),
    ),
    MAIL_FROM: optionalString,
    CONTACT_NOTIFY_EMAIL: optionalString.pipe(z.email("must be an e-mail address").optional()),
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_API_KEY: optionalString,
    OPENAI_MODEL: optionalString,
    UNSPLASH_ACCESS_KEY: optionalString,
    UNSPLASH_API_URL: optionalUrl,
    SEED: z.enum(["demo", "none"], 'must be "demo" or "none"').default("demo"),
    API_CORS_ORIGINS: optionalString,
    // Whose X-Forwarded-For to believe for client addresses (rate limits, logs); see app/utils/request.server.ts.
    TRUST_PROXY: z
      .enum(["private", "always", "never"], 'must be "private", "always" or "never"')
      .default("private"),
    MEDIA_MAX_IMAGE_BYTES: positiveInt(15 * 1024 * 1024),
    MEDIA_MAX_IMAGE_PIXELS: positiveInt(50_000_000),
    MEDIA_MAX_VIDEO_BYTES: positiveInt(100 * 1024 * 1024),
    LOG_RETENTION_DAYS: positiveInt(180),
    NEWSLETTER_RATE_PER_MINUTE: positiveInt(60),
    // Set: Litestream replicates the database there (`npm start` runs the server under it; app/backup/).
    BACKUP_REPLICA_URL: optionalString.superRefine((value, ctx) => {
      if (value === undefined) return;
      try {
        parseReplicaUrl(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
    // The private key Litestream signs in with to an sftp:// replica.
    BACKUP_SSH_KEY_PATH: optionalString,
    // Where Litestream serves its metrics (replica lag); set by `npm start` for the server it runs, never by hand.
    BACKUP_METRICS_URL: optionalUrl,
    // Set: media lives in this S3-compatible bucket (app/media/s3-media-store.server.ts), not in UPLOADS_DIR.
    MEDIA_S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "must be a bucket name (3 to 63 lowercase letters, digits, dots or hyphens)",
        )
        .optional(),
    ),
    // The S3-compatible store (MEDIA_S3_BUCKET, an s3:// replica); unset endpoint: AWS itself.
    S3_ENDPOINT: optionalString.pipe(
      z
        .url("must be a URL such as https://s3.example.com")
        .refine((value) => /^https?:\/\//i.test(value), 'must start with "https://" or "http://"')
        .optional(),
    ),
    S3_REGION: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]+$/, "must be a region name such as us-west-2")
        .optional(),
    ),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    // Set together: quote deposits are paid through Stripe Checkout (app/payments/stripe-port.server.ts); invoices too.
    STRIPE_SECRET_KEY: optionalString.pipe(
      z
        .string()
        .regex(
          /^(sk|rk)_(test|live)_\w+$/,
          'must be a Stripe secret key ("sk_live_…", "sk_test_…" or "rk_…")',
        )
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(
      z
        .string()
        .regex(/^whsec_\w+$/, 'must be a webhook signing secret ("whsec_…")')
        .optional(),
    ),
    // Where the stripe SDK sends its calls: Stripe itself, or a local stand-in in tests.
    STRIPE_API_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || "https://api.stripe.com")
      .pipe(
        z
          .url("must be a URL such as https://api.stripe.com")
          .refine((value) => /^https?:\/\//i.test(value), 'must start with "https://" or "http://"')
          .refine((value) => new URL(value).pathname === "/", "must be an origin only (no path)")
          .transform((value) => new URL(value).origin),
      ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production (a long random string)",
      });
    }
    if (env.NODE_ENV === "production" && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "is required in production (the site's public origin, e.g. https://www.example.com)",
      });
    }
    if (env.MEDIA_S3_BUCKET && !env.S3_ENDPOINT && !env.S3_REGION) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_REGION"],
        message:
          "is required when MEDIA_S3_BUCKET is set without S3_ENDPOINT (the bucket's AWS region, e.g. us-west-2)",
      });
    }
    const replicaType = replicaTypeOf(env.BACKUP_REPLICA_URL);
    if (replicaType === "sftp" && !env.BACKUP_SSH_KEY_PATH) {
      ctx.addIssue({
        code: "custom",
        path: ["BACKUP_SSH_KEY_PATH"],
        message:
          "is required for an sftp:// BACKUP_REPLICA_URL (the private key file Litestream signs in with)",
      });
    } else if (replicaType === "sftp" && !isReadableFile(env.BACKUP_SSH_KEY_PATH!)) {
      ctx.addIssue({
        code: "custom",
        path: ["BACKUP_SSH_KEY_PATH"],
        message: "must name a private key file this user can read",
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"],
        message:
          "must be set together with " +
          (env.STRIPE_SECRET_KEY ? "STRIPE_SECRET_KEY" : "STRIPE_WEBHOOK_SECRET"),
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message:
          "must be set together with " + (env.S3_ACCESS_KEY_ID ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY"),
      });
    }
  });

export type Env = Omit<z.infer<typeof envSchema>, "SESSION_SECRET" | "PUBLIC_URL"> & {
  SESSION_SECRET: string;
  /** The site's public origin (no trailing slash): every absolute URL the product writes starts with it. */
  PUBLIC_URL: string;
  DATABASE_PATH: string;
};

export class ConfigError extends Error {}

/** Parses a process environment; throws one ConfigError line naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message} (got ${describe(name, source[name])})`,
    );
  }
  const parsed = result.data;
  const DATABASE_PATH = parsed.DATABASE_URL.slice("file:".length);
  return {
    ...parsed,
    DATABASE_PATH,
    PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    SESSION_SECRET: parsed.SESSION_SECRET ?? developmentSecret(path.dirname(DATABASE_PATH)),
  };
}

// The type of a replica URL, or undefined when there is none or it is invalid (its own check reports that).
function replicaTypeOf(value: string | undefined) {
  try {
    return value ? parseReplicaUrl(value).type : undefined;
  } catch {
    return undefined;
  }
}

function isReadableFile(file: string) {
  try {
    fs.accessSync(file, fs.constants.R_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

// Variables whose value is a secret (or may hold one, like a password inside SMTP_URL): never echoed in an error.
const SECRET_NAMES = new Set([
  "SESSION_SECRET",
  "ADMIN_PASSWORD",
  "SMTP_URL",
  "OPENAI_API_KEY",
  "UNSPLASH_ACCESS_KEY",
  // A URL may carry a password (refused, but never echoed).
  "BACKUP_REPLICA_URL",
  "S3_SECRET_ACCESS_KEY",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
]);

function describe(name: string, value: string | undefined) {
  if (value === undefined || value.trim() === "") return "nothing";
  if (SECRET_NAMES.has(name)) return `a value of ${value.length} characters, not shown`;
  return value.length > 40 ? `"${value.slice(0, 40)}..."` : `"${value}"`;
}

// Outside production a random secret is made once and kept beside the database, so sessions survive restarts.
function developmentSecret(dataDir: string) {
  const file = path.join(dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("hex");
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export const env = loadEnv();
export const isProduction = env.NODE_ENV === "production";
/** HSTS and Secure cookies follow the public address: on when the site is served over https. */
export const servesHttps = env.PUBLIC_URL.startsWith("https://");
