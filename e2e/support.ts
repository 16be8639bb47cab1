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

/** The first crew member of the world with an admin token (the owner first), and the crew's name. */
export function adminToken(): { token: string; email: string; role: string; crewName: string } {
  const crews = (world as unknown as { crews: { name: string; members?: { email: string; role: string; admin_token?: string | null }[] }[] }).crews;
  const members = crews.flatMap((c) => (c.members ?? []).filter((m) => m.admin_token && (m.role === "owner" || m.role === "manage_api")).map((m) => ({ ...m, crewName: c.name })));
  const m = members.find((x) => x.role === "owner") ?? members[0];
  if (!m) throw new Error(`${WORLD_FILE} has no crew member with an admin token`);
  return { token: m.admin_token!, email: m.email, role: m.role, crewName: m.crewName };
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: path.join("e2e/output/screenshots", `${name}.png`), fullPage });
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2 A and AA checks (headings, labels, contrast, names…) by axe-core; `exclude` leaves out third-party parts. */
export async function expectAccessible(page: Page, exclude: string[] = []): Promise<void> {
  // Evaluated by the browser's tooling, not as a <script> tag: the page's CSP refuses inline scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
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

/**
 * Content Security Policy violations the page reports, across navigations: its
 * securitypolicyviolation events and Chromium's console errors. Call before the first goto.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportCspViolation", (v: string) => void violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation;
      report(`${location.pathname}: ${e.effectiveDirective} refused ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) violations.push(`${new URL(page.url()).pathname}: ${m.text()}`);
  });
  return violations;
}

/** The strict policy of a portal page, and the headers that go with it. */
export function expectStrictCsp(headers: Record<string, string>): void {
  const policy = headers["content-security-policy"];
  expect(policy, "Content-Security-Policy header").toBeTruthy();
  const directives = new Map(policy!.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
  expect(directives.get("default-src")).toEqual(["'self'"]);
  expect(directives.get("script-src")).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{16,}'$/)]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'self'"]);
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(directives.get("form-action")).toEqual(["'self'"]);
  expect(policy).not.toContain("unsafe-eval");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("no-referrer");
}
