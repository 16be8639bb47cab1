/**
 * `npm run platform -- <command> [options]`: the platform API (`/api/platform/v1`) from the command
 * line, over HTTP to a running server. Prints the JSON answer; on a problem prints it and exits 1.
 *
 *   --url URL      the server (default http://localhost:$PORT, PORT defaulting to 3000)
 *   --token TOKEN  the platform token (default: $PLATFORM_TOKEN; start the server with the same
 *                  PLATFORM_TOKEN so both agree)
 *
 * Commands:
 *   event:create --file F                     an event in the world format (docs/world-format.md)
 *   event:update --id N [--title T] [--description D] [--starts-at S] [--ends-at E]
 *                [--image-url U] [--venue V] [--type T] [--timezone Z] [--lineup JSON]
 *   event:publish --id N
 *   event:unpublish --id N
 *   event:add-page --id N --type promoter|venue|artist --page P
 *   order:pay --event N --tier T --qty Q [--tier T --qty Q ...] --email E [--code CODE] [--via CREW]
 *             (--code: an ambassador's code on the event; --ambassador is the same option)
 *   order:refund --order ID --amount CENTS
 *   order:refund-retry --order ID --refund REFUND_ID   (a refund owed or failed, tried again now)
 *   payout:pay --type promoter|artist|venue --id N --amount CENTS --currency EUR
 *   form:submit --slug S --answers JSON [--crew C] [--email E --first-name F --last-name L] [--locale L]
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

export interface PlatformCall {
  method: "POST" | "PATCH";
  path: string;
  body: unknown;
}

export class UsageError extends Error {}

const OPTIONS = {
  url: { type: "string" },
  token: { type: "string" },
  file: { type: "string" },
  id: { type: "string" },
  title: { type: "string" },
  description: { type: "string" },
  "starts-at": { type: "string" },
  "ends-at": { type: "string" },
  "image-url": { type: "string" },
  venue: { type: "string" },
  type: { type: "string" },
  timezone: { type: "string" },
  lineup: { type: "string" },
  page: { type: "string" },
  event: { type: "string" },
  tier: { type: "string", multiple: true },
  qty: { type: "string", multiple: true },
  email: { type: "string" },
  "first-name": { type: "string" },
  "last-name": { type: "string" },
  code: { type: "string" },
  ambassador: { type: "string" },
  via: { type: "string" },
  order: { type: "string" },
  refund: { type: "string" },
  amount: { type: "string" },
  currency: { type: "string" },
  slug: { type: "string" },
  answers: { type: "string" },
  crew: { type: "string" },
  locale: { type: "string" },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>["values"];

function need(values: Values, name: keyof typeof OPTIONS): string {
  const v = values[name];
  if (typeof v !== "string" || v === "") throw new UsageError(`--${name} is required`);
  return v;
}

function int(value: string, name: string): number {
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, not ${JSON.stringify(value)}`);
  return Number(value);
}

function json(value: string, name: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new UsageError(`--${name} must be JSON`);
  }
}

/** The request a command line stands for (no I/O besides reading --file). */
export function buildCall(argv: string[]): { call: PlatformCall; url?: string; token?: string } {
  const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  const command = positionals[0];
  const id = () => int(need(values, "id"), "id");
  let call: PlatformCall;
  switch (command) {
    case "event:create": {
      const file = need(values, "file");
      let text: string;
      try {
        text = fs.readFileSync(file, "utf8");
      } catch (e) {
        throw new UsageError(`${file}: ${(e as Error).message}`);
      }
      call = { method: "POST", path: "/events", body: json(text, "file") };
      break;
    }
    case "event:update": {
      const body: Record<string, unknown> = {};
      const text = { title: "title", description: "description", "starts-at": "starts_at", "ends-at": "ends_at", "image-url": "image_url", type: "type", timezone: "timezone" } as const;
      for (const [flag, field] of Object.entries(text)) {
        const v = values[flag as keyof typeof text];
        if (typeof v === "string") body[field] = v === "null" && flag !== "title" ? null : v;
      }
      if (values.venue !== undefined) body.venue = values.venue === "null" ? null : int(values.venue, "venue");
      if (values.lineup !== undefined) body.lineup = json(values.lineup, "lineup");
      call = { method: "PATCH", path: `/events/${id()}`, body };
      break;
    }
    case "event:publish":
      call = { method: "POST", path: `/events/${id()}/publish`, body: undefined };
      break;
    case "event:unpublish":
      call = { method: "POST", path: `/events/${id()}/unpublish`, body: undefined };
      break;
    case "event:add-page":
      call = { method: "POST", path: `/events/${id()}/pages`, body: { type: need(values, "type"), id: int(need(values, "page"), "page") } };
      break;
    case "order:pay": {
      const tiers = values.tier ?? [];
      const qtys = values.qty ?? [];
      if (tiers.length === 0) throw new UsageError("--tier is required");
      if (qtys.length !== tiers.length) throw new UsageError("give one --qty for each --tier");
      call = {
        method: "POST",
        path: "/orders",
        body: {
          event_id: int(need(values, "event"), "event"),
          lines: tiers.map((tier_id, i) => ({ tier_id, quantity: int(qtys[i]!, "qty") })),
          buyer_email: need(values, "email"),
          ...((values.code ?? values.ambassador) ? { ambassador_code: values.code ?? values.ambassador } : {}),
          ...(values.via ? { via_site_of: values.via } : {}),
        },
      };
      break;
    }
    case "order:refund":
      call = { method: "POST", path: `/orders/${encodeURIComponent(need(values, "order"))}/refunds`, body: { amount: int(need(values, "amount"), "amount") } };
      break;
    case "order:refund-retry":
      call = { method: "POST", path: `/orders/${encodeURIComponent(need(values, "order"))}/refunds/${encodeURIComponent(need(values, "refund"))}/retry`, body: undefined };
      break;
    case "payout:pay":
      call = {
        method: "POST",
        path: "/payouts",
        body: { payee: { type: need(values, "type"), id: id() }, amount: int(need(values, "amount"), "amount"), currency: need(values, "currency") },
      };
      break;
    case "form:submit": {
      const crew = values.crew ? `?crew=${encodeURIComponent(values.crew)}` : "";
      call = {
        method: "POST",
        path: `/forms/${encodeURIComponent(need(values, "slug"))}/responses${crew}`,
        body: {
          answers: json(need(values, "answers"), "answers"),
          ...(values.email ? { contact: { email: values.email, first_name: values["first-name"] ?? "", last_name: values["last-name"] ?? "" } } : {}),
          ...(values.locale ? { locale: values.locale } : {}),
        },
      };
      break;
    }
    default:
      throw new UsageError(command ? `unknown command ${command}` : "a command is required");
  }
  return { call, url: values.url, token: values.token };
}

export interface Io {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE = "usage: npm run platform -- <command> [--url URL] [--token TOKEN] [options] (commands: event:create, event:update, event:publish, event:unpublish, event:add-page, order:pay, order:refund, order:refund-retry, payout:pay, form:submit; see scripts/platform.ts)";

/** Runs one command line; returns the exit code. */
export async function run(argv: string[], io: Io): Promise<number> {
  let built: ReturnType<typeof buildCall>;
  try {
    built = buildCall(argv);
  } catch (e) {
    io.err(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const token = built.token ?? io.env.PLATFORM_TOKEN;
  if (!token) {
    io.err("No platform token: pass --token or set PLATFORM_TOKEN. Start the server with the same PLATFORM_TOKEN: when it is set, it is the token the platform API takes.");
    return 2;
  }
  const base = (built.url ?? `http://localhost:${io.env.PORT || "3000"}`).replace(/\/+$/, "");
  const { call } = built;
  let response: Response;
  try {
    response = await io.fetch(`${base}/api/platform/v1${call.path}`, {
      method: call.method,
      headers: { Authorization: `Bearer ${token}`, ...(call.body !== undefined ? { "Content-Type": "application/json" } : {}) },
      body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
    });
  } catch (e) {
    io.err(`Could not reach ${base}: ${(e as Error).message}`);
    return 1;
  }
  const text = await response.text();
  let pretty = text;
  try {
    pretty = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // not JSON: printed as it came
  }
  if (!response.ok) {
    io.err(`${response.status} ${call.method} ${call.path}\n${pretty}`);
    return 1;
  }
  io.out(pretty);
  return 0;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  run(process.argv.slice(2), { env: process.env, fetch, out: (l) => console.log(l), err: (l) => console.error(l) }).then((code) => process.exit(code));
}
