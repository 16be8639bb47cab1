/**
 * The demo world's keys, for the quick start of a local server. Shown only outside production
 * (or with DEMO_KEYS=1): on a real deployment they would mean nothing, or worse.
 */
import fs from "node:fs";
import { config } from "@/lib/config/config";

export interface DemoKey {
  crew: string;
  name: string;
  type: "secret" | "publishable";
  token: string;
  scopes: string[];
  websites: string[];
}

export function showDemoKeys(): boolean {
  return config().showDemoKeys;
}

export function demoKeys(): DemoKey[] {
  if (!showDemoKeys()) return [];
  try {
    // The world the server was started with (scripts/start.mjs loads WORLD_FILE, else the demo world).
    const world = JSON.parse(fs.readFileSync(config().worldFile, "utf8")) as { keys?: Partial<DemoKey & { state: string; expires_at: string | null }>[] };
    return (world.keys ?? [])
      .filter((k) => k.token && (k.state ?? "active") === "active" && !k.expires_at && (k.type === "secret" || k.type === "publishable"))
      .map((k) => ({ crew: k.crew ?? "", name: k.name ?? "", type: k.type!, token: k.token!, scopes: k.scopes ?? [], websites: k.websites ?? [] }));
  } catch {
    return [];
  }
}

export interface DemoAdminToken {
  crew: string;
  email: string;
  role: string;
  token: string;
}

/** The demo world's crew members with admin access (owner, manage_api) and an admin token. */
export function demoAdminTokens(): DemoAdminToken[] {
  if (!showDemoKeys()) return [];
  try {
    const world = JSON.parse(fs.readFileSync(config().worldFile, "utf8")) as { crews?: { slug?: string; name?: string; members?: { email?: string; role?: string; admin_token?: string | null }[] }[] };
    return (world.crews ?? []).flatMap((c) =>
      (c.members ?? [])
        .filter((m) => m.admin_token && (m.role === "owner" || m.role === "manage_api"))
        .map((m) => ({ crew: c.name ?? c.slug ?? "", email: m.email ?? "", role: m.role!, token: m.admin_token! })),
    );
  } catch {
    return [];
  }
}
