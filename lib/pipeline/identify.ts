/** Steps: who calls (the key, or a discovery route's per-address allowance), and whether they may. */
import { authenticateAdmin } from "@/lib/auth/admin";
import { authenticate } from "@/lib/auth/authenticate";
import { CrewScope } from "@/lib/crew/scope";
import { PlatformScope } from "@/lib/auth/platform-scope";
import { authenticatePlatform } from "@/lib/auth/platform-token";
import { originAllowed } from "@/lib/auth/origin";
import { SCOPES } from "@/lib/auth/scopes";
import type { App } from "@/lib/root/types";
import * as traffic from "@/lib/traffic/hooks";
import { Problem, missingScope } from "@/lib/http/problem";
import { bindCaller, type Call } from "./call";

/**
 * Step "key": who calls. Discovery routes need nobody (a per-address limit instead); the partner API
 * needs an API key; the crew admin API a member's admin token; the platform API the platform token.
 * A promise only when there is something to wait for: an open app and a key in the key cache
 * answer at once.
 */
export function identifyCaller(call: Call): Promise<void> | undefined {
  const app = call.getApp();
  return app instanceof Promise ? app.then((opened) => identifyIn(call, opened)) : identifyIn(call, app);
}

function identifyIn(call: Call, app: App): Promise<void> | undefined {
  const deps = { db: app.database.db, store: app.store, clientIp: call.clientIp, now: call.now };
  switch (call.endpoint.auth) {
    case "none":
      bindCaller(call, app, null);
      return traffic.admitDiscovery(call.traffic!);
    case "key": {
      const auth = authenticate(call.request, call.url, deps);
      if (auth instanceof Promise) return auth.then((a) => bindCaller(call, app, a));
      bindCaller(call, app, auth);
      return;
    }
    case "admin":
      return authenticateAdmin(call.request, deps).then((admin) => {
        bindCaller(call, app, null, new CrewScope(admin.crew, app));
        call.member = admin.member;
      });
    case "platform":
      return authenticatePlatform(call.request, app.database.db).then(() => {
        bindCaller(call, app, null);
        call.platform = new PlatformScope(app);
      });
  }
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
  // Owner-only scopes open a route only on a key the crew owner created, whatever the key lists.
  const ownerOnly = endpoint.scopes.filter((s) => SCOPES[s].ownerOnly);
  if (ownerOnly.length && !auth.key.createdByOwner) {
    throw missingScope(`The scope${ownerOnly.length > 1 ? "s" : ""} ${ownerOnly.join(", ")} work${ownerOnly.length > 1 ? "" : "s"} only on a key the crew owner created.`);
  }
}
