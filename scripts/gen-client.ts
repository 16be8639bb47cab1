/**
 * `npm run client`: regenerates the typed client's types (client/schema.d.ts) from the OpenAPI
 * document. Run it after changing an endpoint declaration (a test fails while the types are stale).
 *   --examples     first refresh the document's examples (lib/openapi/examples.json) by calling
 *                  every read of the app in-process against the demo world, and the webhook
 *                  bodies (lib/openapi/webhook-examples.json) built by the sender from it
 *   --world=FILE   take those examples from another world file (default worlds/demo.json)
 *   --check        exit 1 when client/schema.d.ts is stale
 */
import fs from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { endpoints } from "@/lib/registry/registry";
import { buildOpenApi } from "@/lib/openapi/document";

export const TYPES_FILE = "client/schema.d.ts";
/** A fixed server URL, so the types do not depend on where they were generated. */
const SERVER = "http://localhost:3000/api";
const HEADER = `/**\n * Types of the Events partner API, generated from its OpenAPI document by \`npm run client\`.\n * Do not edit: change the endpoint declarations and regenerate.\n */\n\n`;

export async function generateTypes(): Promise<string> {
  const doc = structuredClone(buildOpenApi(endpoints, SERVER));
  const ast = await openapiTS(doc as never, { silent: true, alphabetize: false });
  return HEADER + astToString(ast);
}

export async function typesAreStale(root = process.cwd()): Promise<boolean> {
  const file = path.join(root, TYPES_FILE);
  return !fs.existsSync(file) || fs.readFileSync(file, "utf8") !== (await generateTypes());
}

async function refreshExamples(worldFile: string): Promise<void> {
  if (!fs.existsSync(worldFile)) {
    console.warn(`${worldFile} not found: examples left as they are.`);
    return;
  }
  const { captureExamples } = await import("@/scripts/capture-examples");
  const examples = await captureExamples(endpoints, JSON.parse(fs.readFileSync(worldFile, "utf8")), (id, why) => console.warn(`  no example for ${id}: ${why}`));
  fs.writeFileSync("lib/openapi/examples.json", `${JSON.stringify(examples, null, 2)}\n`);
  console.log(`${Object.keys(examples).length} examples captured from ${worldFile}`);
  const { captureWebhookExamples } = await import("@/scripts/capture-webhook-examples");
  const bodies = await captureWebhookExamples(JSON.parse(fs.readFileSync(worldFile, "utf8")), (type, why) => console.warn(`  no example for webhook ${type}: ${why}`));
  fs.writeFileSync("lib/openapi/webhook-examples.json", `${JSON.stringify(bodies, null, 2)}\n`);
  console.log(`${Object.keys(bodies).length} webhook examples built from ${worldFile}`);
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes("--check")) {
    const stale = await typesAreStale();
    if (stale) console.error(`${TYPES_FILE} is stale: run npm run client`);
    process.exit(stale ? 1 : 0);
  }
  if (args.includes("--examples")) {
    await refreshExamples(args.find((a) => a.startsWith("--world="))?.slice(8) ?? "worlds/demo.json");
    // The document read examples.json when it was imported: build the types in a fresh process.
    const { spawnSync } = await import("node:child_process");
    const r = spawnSync(process.execPath, [path.join("node_modules/tsx/dist/cli.mjs"), "scripts/gen-client.ts"], { stdio: "inherit" });
    process.exit(r.status ?? 1);
  }
  fs.mkdirSync(path.dirname(TYPES_FILE), { recursive: true });
  fs.writeFileSync(TYPES_FILE, await generateTypes());
  console.log(`${TYPES_FILE} written`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
