/**
 * The demo world's keys, for the quick start of a local server. Shown only outside production
 * (or with DEMO_KEYS=1): on a real deployment they would mean nothing, or worse.
 */
import fs from "node:fs";
import { config } from "@/lib/platform/config";

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
