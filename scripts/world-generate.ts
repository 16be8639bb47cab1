/**
 * `npm run world:generate -- --events N --seed S [--out FILE]`: a large, realistic world for
 * benchmarks (see lib/world/generate/). The same N and S always give the same file. Writes to
 * stdout unless --out is given; the keys with known tokens are listed on stderr.
 */
import fs from "node:fs";
import { generateWorld } from "../lib/world/generate";

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function main(): number {
  const events = Number(option("events") ?? "1000");
  const seed = option("seed") ?? "1";
  const out = option("out");
  if (!Number.isInteger(events) || events < 0) {
    console.error("usage: npm run world:generate -- --events N --seed S [--out FILE]");
    return 2;
  }
  const world = generateWorld({ events, seed });
  const text = `${JSON.stringify(world)}\n`;
  if (out) fs.writeFileSync(out, text);
  else process.stdout.write(text);
  const log = out ? console.log : console.error;
  if (out) log(`Wrote ${out}: ${events} events, seed ${JSON.stringify(seed)}, ${(text.length / 1e6).toFixed(1)} MB.`);
  log("Keys with known tokens:");
  for (const k of world.keys ?? []) if (k.token) log(`  ${k.crew.padEnd(14)} ${(k.type ?? "").padEnd(11)} ${k.token}  ${k.name}`);
  return 0;
}

process.exitCode = main();
