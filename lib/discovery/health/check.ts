/**
 * The two pieces every health check of GET /v1/status is built from: a deadline (a check that
 * hangs is a component that is down, and the caller must not wait for it) and an in-process cache
 * (so the route, which anyone may call, does not reach the database, Stripe or the mail server on
 * each request).
 */

export type Health = "ok" | "down";

/** "ok" when `probe` settles within `deadlineMs`; "down" when it rejects or is still running then. */
export async function withinDeadline(probe: () => Promise<unknown>, deadlineMs: number): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("deadline passed")), deadlineMs)));
  try {
    await Promise.race([probe(), late]);
    return "ok";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthLifetimes {
  /** How long an "ok" is reused. */
  okMs: number;
  /** How long a "down" is reused (shorter: a recovery shows sooner). */
  downMs: number;
}

type Entry = { health: Health; until: number } | { pending: Promise<Health> };

/**
 * The last answer of each subject's check (the subject is the handle checked: a database, a
 * provider, a transport), reused while fresh. Callers that arrive while a check runs share it, so a
 * burst of requests makes one call. A new handle (a test's own provider) is a new subject.
 */
export class HealthCache {
  private entries = new WeakMap<object, Entry>();

  constructor(
    private readonly lifetimes: HealthLifetimes,
    /** Milliseconds on a monotonic clock: a wall clock set back would keep an answer too long. */
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(subject: object, probe: () => Promise<Health>): Promise<Health> {
    const entry = this.entries.get(subject);
    if (entry && "pending" in entry) return entry.pending;
    if (entry && this.now() < entry.until) return Promise.resolve(entry.health);
    const entries = this.entries; // a clear() meanwhile keeps this result out of the fresh map
    const pending = probe()
      .catch((): Health => "down")
      .then((health) => {
        entries.set(subject, { health, until: this.now() + (health === "ok" ? this.lifetimes.okMs : this.lifetimes.downMs) });
        return health;
      });
    entries.set(subject, { pending });
    return pending;
  }

  /** Forgets every answer (tests). */
  clear(): void {
    this.entries = new WeakMap();
  }
}
