/** Steps: who calls (the key, or a discovery route's per-address allowance), and whether they may. */
import { authenticate } from "@/lib/auth/authenticate";
import { originAllowed } from "@/lib/auth/origin";
import { getApp } from "@/lib/platform/app";
import * as traffic from "@/lib/traffic/hooks";
import { Problem, missingScope } from "../problem";
import { bindCaller, type Call } from "./call";

/** Step "key": discovery routes need none (a per-address limit instead); every other route needs a valid key. */
export async function identifyCaller(call: Call): Promise<void> {
  const app = await getApp();
  if (call.endpoint.auth === "none") {
    bindCaller(call, app, null);
    await traffic.admitDiscovery(call.traffic!);
    return;
  }
  const auth = await authenticate(call.request, call.url, { db: app.database.db, store: app.store, clientIp: call.clientIp, now: call.now });
  bindCaller(call, app, auth);
}

/** Step "origin and scopes": a publishable key answers only on its websites and on routes open to it; then the route's scopes. */
export function checkAccess(call: Call): void {
  const { auth, endpoint } = call;
  if (!auth) return;
  if (auth.key.type === "publishable") {
    const origin = call.request.headers.get("origin");
    if (!originAllowed(origin, auth.key.websites)) {
      throw new Problem(
        "origin_not_allowed",
        origin ? `Origin ${origin.slice(0, 200)} is not one of this key's websites.` : "A publishable key answers only in a browser on one of its websites (the request has no Origin header).",
      );
    }
    if (!endpoint.publishable) throw missingScope("This route needs a secret key; publishable keys cannot call it.");
  }
  const missing = endpoint.scopes.filter((s) => !auth.key.scopes.includes(s));
  if (missing.length) throw missingScope(`This key lacks the scope${missing.length > 1 ? "s" : ""} ${missing.join(", ")}.`);
}
