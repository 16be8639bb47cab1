/** Shared helpers of the browser tests: the loaded world's keys, accessibility checks, screenshots. */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

const WORLD_FILE = fs.existsSync("worlds/demo.json") ? "worlds/demo.json" : "tests/worlds/basic.json";

interface WorldKey {
  crew: string;
  type: string;
  token?: string;
  state?: string;
  expires_at?: string | null;
  scopes?: string[];
}

const world = JSON.parse(fs.readFileSync(WORLD_FILE, "utf8")) as { keys: WorldKey[]; crews: { slug: string; name: string }[] };

/** The first active secret key of the world that never expires, and its crew. */
export function secretKey(): { token: string; crewName: string } {
  const k = world.keys.find((x) => x.type === "secret" && x.token && (x.state ?? "active") === "active" && !x.expires_at);
  if (!k) throw new Error(`${WORLD_FILE} has no active secret key with a token`);
  return { token: k.token!, crewName: world.crews.find((c) => c.slug === k.crew)!.name };
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: path.join("e2e/output/screenshots", `${name}.png`), fullPage });
}

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** WCAG 2 A and AA checks (headings, labels, contrast, names…) by axe-core; `exclude` leaves out third-party parts. */
export async function expectAccessible(page: Page, exclude: string[] = []): Promise<void> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run({ include: [["body"]], exclude: excluded.map((s) => [s]) }, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] } });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
  }, exclude);
  expect(violations).toEqual([]);
}

/** Requests that left this machine: there must be none (no CDN, fonts or telemetry). */
export function watchExternal(page: Page): string[] {
  const external: string[] = [];
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (u.protocol.startsWith("http") && !["localhost", "127.0.0.1", "[::1]"].includes(u.hostname)) external.push(r.url());
  });
  return external;
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}
