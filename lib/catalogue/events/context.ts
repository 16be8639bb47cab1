/** The part of the pipeline's handler context the event handlers read. */
import type { Auth } from "@/lib/auth/authenticate";
import type { Db } from "@/lib/db/client";
import type { PageRequest } from "@/lib/http/endpoint";
import type { Locale } from "@/lib/http/locale";
import { Problem } from "@/lib/http/problem";

export interface Ctx<Q = Record<string, unknown>, P = { id: number }> {
  params: P;
  query: Q;
  auth: Auth | null;
  db: Db;
  locale: Locale;
  page: PageRequest;
  now: Date;
}

/** Every event route needs a key; the pipeline guarantees it, this only narrows the type. */
export function crewOf(ctx: { auth: Auth | null }): string {
  if (!ctx.auth) throw new Problem("invalid_key", "This route needs an API key.");
  return ctx.auth.crew.id;
}
