/**
 * Before the server starts: load WORLD_FILE if set, else the demo world into an empty database;
 * then print the keys to try and a few curl lines, the crew members' admin tokens (crew admin API),
 * and in sandbox mode the platform token (generated once and kept in the database) with the
 * world's sandbox webhooks and the command that receives their calls.
 */
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "@/lib/db/client";
import { crews } from "@/lib/db/schema";
import { config } from "@/lib/config/config";
import { platformToken } from "@/lib/auth/platform-token";
import { resealWebhookSecrets } from "@/lib/webhooks/secrets";
import { loadWorld } from "@/lib/world/load";
import { vacuumAfterLoad } from "@/lib/db/embedded-vacuum";
import { validateWorld } from "@/lib/world/validate";

const port = Number(process.argv.find((a) => a.startsWith("--port="))?.slice(7) ?? process.env.PORT ?? 3000);
const DEMO = path.join(process.cwd(), "worlds/demo.json");

interface WorldKeys {
  crews?: { slug: string; plan: string; members?: { email: string; role: string; admin_token?: string | null }[] }[];
  webhooks?: { id?: string; crew: string; url: string; secret?: string; state?: string; sandbox?: boolean }[];
  keys?: { crew: string; name: string; type: string; token?: string; state?: string; expires_at?: string | null; websites?: string[]; scopes?: string[] }[];
  shops?: { shipping?: { delivery?: { countries: string[] }[] }; products?: { exclusive?: boolean; published?: boolean; variants: { id?: string; stock?: number | null }[] }[] }[];
}

/** A quote line for the first shop's first variant on sale, with a country it delivers to. */
function shopQuoteBody(world: WorldKeys | null): string | null {
  const shop = world?.shops?.[0];
  const country = shop?.shipping?.delivery?.[0]?.countries[0];
  const product = shop?.products?.find((p) => !p.exclusive && p.published !== false);
  const variant = product?.variants.find((v) => v.id && v.stock !== 0);
  if (!country || !variant) return null;
  return JSON.stringify({ lines: [{ variant_id: variant.id, quantity: 1 }], mode: "delivery", country });
}

async function main() {
  const database = await openDatabase();
  try {
    const requested = process.env.WORLD_FILE;
    const empty = (await database.db.select({ id: crews.id }).from(crews).limit(1)).length === 0;
    const file = requested ?? (empty ? DEMO : null);
    let world: WorldKeys | null = null;
    // Secrets stored plain before sealing began (or under an older key) are sealed now.
    if (!empty) await resealWebhookSecrets(database.db);
    if (file) {
      world = JSON.parse(fs.readFileSync(file, "utf8"));
      const result = validateWorld(world, new Date());
      if (!result.ok) {
        console.error(`${file} is not a valid world:`);
        for (const p of result.problems) console.error(`  ${p}`);
        process.exit(1);
      }
      const { tokens, webhookSecrets } = await loadWorld(database.db, result.world);
      await vacuumAfterLoad(database);
      console.log(`Loaded ${path.relative(process.cwd(), file)} into the ${database.driver} database.`);
      for (const t of tokens) console.log(`  generated key for ${t.crew} "${t.name}" (${t.type}), shown once: ${t.token}`);
      // A webhook the file gave no secret (an export) got a new one: shown here, once.
      for (const made of webhookSecrets) {
        console.log(`  new signing secret for ${made.crew}'s webhook ${made.url}, shown once: ${made.secret}`);
        const w = world?.webhooks?.find((x) => x.id?.toLowerCase() === made.id);
        if (w) w.secret = made.secret; // for the receiver's command line below
      }
    } else if (fs.existsSync(DEMO)) {
      world = JSON.parse(fs.readFileSync(DEMO, "utf8"));
    }
    printTryIt(world);
    printAdmin(world);
    // The platform token is read (or made) now, while this process holds the embedded database.
    if (config().sandbox) printPlatform(await platformToken(database.db), world);
  } finally {
    await database.close();
  }
}

function printTryIt(world: WorldKeys | null) {
  const lapsed = new Set((world?.crews ?? []).filter((c) => c.plan === "lapsed").map((c) => c.slug));
  const keys = (world?.keys ?? []).filter((k) => !lapsed.has(k.crew) && k.token && (k.state ?? "active") === "active" && !k.expires_at);
  const secret = keys.find((k) => k.type === "secret");
  const publishable = keys.find((k) => k.type === "publishable");
  const base = `http://localhost:${port}/api`;
  if (!secret) return;
  console.log("\nKeys to try (demo world):");
  for (const k of keys.slice(0, 6)) console.log(`  ${k.crew.padEnd(12)} ${k.type.padEnd(11)} ${k.token}   ${k.name}`);
  console.log("\nTry:");
  console.log(`  curl -s ${base}/v1/me -H "Authorization: Bearer ${secret.token}"`);
  console.log(`  curl -s "${base}/v1/events?limit=5" -H "Authorization: Bearer ${secret.token}"`);
  console.log(`  curl -si ${base}/v1/artists -H "Authorization: Bearer ${secret.token}"`);
  if (publishable?.websites?.[0]) console.log(`  curl -s "${base}/v1/events?key=${publishable.token}" -H "Origin: ${publishable.websites[0]}"`);
  const quote = shopQuoteBody(world);
  const shopKey = keys.find((k) => k.type === "secret" && (k.scopes ?? []).includes("read:shop"));
  if (quote && shopKey) console.log(`  curl -s -X POST ${base}/v1/shop/quote -H "Authorization: Bearer ${shopKey.token}" -H "Content-Type: application/json" -d '${quote}'`);
  console.log(`  open http://localhost:${port}/docs for the reference and guides`);
}

function printAdmin(world: WorldKeys | null) {
  const members = (world?.crews ?? []).flatMap((c) =>
    c.plan === "lapsed" ? [] : (c.members ?? []).filter((m) => m.admin_token && (m.role === "owner" || m.role === "manage_api")).map((m) => ({ crew: c.slug, ...m })),
  );
  if (members.length === 0) return;
  console.log("\nAdmin tokens (crew admin API, /api/admin/v1; the webhooks page /console/webhooks):");
  for (const m of members) console.log(`  ${m.crew.padEnd(12)} ${m.role.padEnd(11)} ${m.admin_token}   ${m.email}`);
  console.log(`  curl -s http://localhost:${port}/api/admin/v1/webhooks -H "Authorization: Bearer ${members[0]!.admin_token}"`);
}

function printPlatform(token: string | null, world: WorldKeys | null) {
  if (!token) return;
  console.log(`\nPlatform token (sandbox mode; platform API /api/platform/v1, npm run platform -- … --token …):\n  ${token}`);
  const hooks = (world?.webhooks ?? []).filter((w) => w.sandbox && w.secret && w.id);
  for (const w of hooks) {
    const owner = (world?.crews ?? []).find((c) => c.slug === w.crew)?.members?.find((m) => m.role === "owner" && m.admin_token);
    const receiverPort = new URL(w.url).port;
    console.log(`\nSandbox webhook of ${w.crew} (${w.state ?? "on"}) to ${w.url}:`);
    console.log(`  npm run webhook:receive -- --port ${receiverPort} --secret ${w.secret}`);
    if (owner) console.log(`  curl -s -X POST http://localhost:${port}/api/admin/v1/webhooks/${w.id}/test -H "Authorization: Bearer ${owner.admin_token}"`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
