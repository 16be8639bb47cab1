/** Environments for the deploy-check tests: every seam named, secrets with recognisable values so a test can see none is printed. */

export const KEY = Buffer.alloc(32, 7).toString("base64");

/** A self-hosted production: every seam named. */
export const PRODUCTION = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://app:db-password@db.internal:5432/events",
  REDIS_URL: "redis://:redis-password@cache.internal:6379",
  SMTP_URL: "smtps://mailer:smtp-password@smtp.example.com:465",
  STRIPE_SECRET_KEY: "sk_live_secretvalue",
  STRIPE_WEBHOOK_SECRET: "whsec_secretvalue",
  PUBLIC_URL: "https://api.example.com",
  SECRETS_KEY: KEY,
};

/** A Vercel production deployment with every service of the Marketplace. */
export const VERCEL_PRODUCTION = {
  VERCEL: "1",
  VERCEL_ENV: "production",
  NODE_ENV: "production",
  VERCEL_PROJECT_PRODUCTION_URL: "events.example.com",
  POSTGRES_URL: "postgres://neon:neon-password@ep-cool.eu-central-1.aws.neon.tech/events",
  UPSTASH_REDIS_REST_URL: "https://eu1-sure-cat.upstash.io",
  UPSTASH_REDIS_REST_TOKEN: "upstash-token",
  INNGEST_EVENT_KEY: "inngest-event-key",
  INNGEST_SIGNING_KEY: "signkey-prod-x",
  SMTP_URL: "smtp://resend:smtp-password@smtp.resend.com:587",
  PAYMENTS: "none",
  SECRETS_KEY: KEY,
};
