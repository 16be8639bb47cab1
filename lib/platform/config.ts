/** Environment, read once. Every setting has a default that works on a fresh clone. */
export interface Config {
  /** Public base URL (no trailing slash), e.g. https://api.example.com; null: taken from the request. */
  publicUrl: string | null;
  /** Trust X-Forwarded-For / X-Real-IP from a proxy in front (Vercel, a load balancer). */
  trustProxy: boolean;
  /** Check every JSON answer against its declared schema before sending (on in tests and dev). */
  validateResponses: boolean;
  serviceName: string;
  apiVersion: string;
}

let cached: Config | null = null;

export function config(): Config {
  if (cached) return cached;
  const env = process.env;
  cached = {
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, "") : env.VERCEL_PROJECT_PRODUCTION_URL ? `https://${env.VERCEL_PROJECT_PRODUCTION_URL}` : null,
    trustProxy: env.TRUST_PROXY === "1" || env.VERCEL === "1",
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === "1" : env.NODE_ENV !== "production",
    serviceName: "events-api",
    apiVersion: "v1",
  };
  return cached;
}

export function resetConfigForTests(): void {
  cached = null;
}
