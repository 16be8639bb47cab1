/**
 * The requests the export tests send to a server started on the demo world (worlds/demo.json):
 * what a partner, a crew member and the back office do, each carrying something that must never
 * reach a span (a key in the query, a press kit's password, a buyer's address in a body and in a
 * query), plus a path no route serves. Both entries get the same traffic.
 */
import fs from "node:fs";
import path from "node:path";
import { secretsOf } from "./collector";

export const DEMO_WORLD = JSON.parse(fs.readFileSync(path.join(process.cwd(), "worlds/demo.json"), "utf8"));
export const DEMO = {
  secret: "svc_sk_test_demoNightshiftServer0001",
  checkout: "svc_sk_test_demoNightshiftCheckout01",
  publishable: "svc_pk_test_demoNightshiftWebsite001",
  admin: "svc_adm_test_demoNightshiftOwner0001",
} as const;

export interface Answered {
  status: number;
  requestId: string | null;
}

/** The platform token `ensure-world` printed for people in sandbox mode. */
export const platformTokenIn = (output: string[]): string => output.join("\n").match(/Platform token[^\n]*\n\s+(\S+)/)?.[1] ?? "";

/** Sends the traffic to `base` (…/api); the answers by name. */
export async function sendDemoTraffic(base: string, platformToken: string, buyer: string): Promise<Record<string, Answered>> {
  const answers: Record<string, Answered> = {};
  const send = async (name: string, p: string, init: RequestInit & { key?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.key) headers.set("Authorization", `Bearer ${init.key}`);
    const res = await fetch(`${base}${p}`, { ...init, headers });
    await res.arrayBuffer();
    answers[name] = { status: res.status, requestId: res.headers.get("x-request-id") };
  };
  await send("read", "/v1/artists/10", { key: DEMO.secret });
  await send("cached read", "/v1/artists/10", { key: DEMO.secret });
  await send("publishable", `/v1/events?limit=2&key=${DEMO.publishable}`, { headers: { Origin: "https://nightshift.test" } });
  await send("press kit", "/v1/presskits/9a7d2c10-1b2e-4c3d-8e4f-5a6b7c8d9e02", { key: DEMO.secret, headers: { "Presskit-Password": "letmein" } });
  await send("checkout", "/v1/checkout-sessions", {
    key: DEMO.checkout,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ event_id: 100, lines: [{ tier_id: "tier-100-early", quantity: 1 }], buyer_email: buyer }),
  });
  await send("admin", "/admin/v1/webhooks", { key: DEMO.admin });
  // The buyer's address in a query: the span names the route, never the query.
  await send("platform", `/platform/v1/emails?to=${encodeURIComponent(buyer)}`, { key: platformToken });
  await send("unknown", "/v1/no-such-route", { key: DEMO.secret });
  return answers;
}

export const DEMO_STATUSES = { read: 200, "cached read": 200, publishable: 200, "press kit": 200, checkout: 201, admin: 200, platform: 200, unknown: 404 };

/** What no exported byte may hold: the demo world's keys, tokens, secrets, passwords, e-mail addresses and phone numbers, the platform token, the buyer's address (and its form in a query). */
export function demoSecrets(platformToken: string, buyer: string): string[] {
  return [...secretsOf(DEMO_WORLD), platformToken, buyer, encodeURIComponent(buyer)];
}
