/**
 * A tiny OTLP/HTTP collector for tests: keeps every POST (path, content type, the bytes as sent)
 * and answers 200 `{}` as a collector does. Spans and metrics sent as http/json are read back with
 * `traces()` and `metrics()`; any protocol's bytes are there for `bytes()` to search. Plus what the
 * secrets of a world are, for that search.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  path: string;
  contentType: string;
  body: Buffer;
}

/** A span as OTLP/JSON writes it, with its attributes as a plain object. */
export interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: Record<string, unknown>;
  status?: { code?: number; message?: string };
  resource: Record<string, unknown>;
}

export interface ExportedPoint {
  metric: string;
  attributes: Record<string, unknown>;
  value: unknown;
}

export interface Collector {
  url: string;
  received: Received[];
  traces(): ExportedSpan[];
  metrics(): ExportedPoint[];
  /** Every byte received, as one buffer (strings inside protobuf are plain UTF-8 too). */
  bytes(): Buffer;
  close(): Promise<void>;
}

type KeyValue = { key: string; value: Record<string, unknown> };

function plainValue(v: Record<string, unknown>): unknown {
  if ("stringValue" in v) return v.stringValue;
  if ("intValue" in v) return Number(v.intValue);
  if ("doubleValue" in v) return v.doubleValue;
  if ("boolValue" in v) return v.boolValue;
  if ("arrayValue" in v) return ((v.arrayValue as { values?: Record<string, unknown>[] }).values ?? []).map(plainValue);
  return v;
}

export const plainAttributes = (kvs: KeyValue[] | undefined): Record<string, unknown> => Object.fromEntries((kvs ?? []).map((kv) => [kv.key, plainValue(kv.value)]));

export async function startCollector(): Promise<Collector> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", contentType: String(req.headers["content-type"] ?? ""), body: Buffer.concat(chunks) });
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const json = (path: string) => received.filter((r) => r.path === path && r.contentType.includes("json")).map((r) => JSON.parse(r.body.toString("utf8")) as Record<string, unknown[]>);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    traces: () =>
      json("/v1/traces").flatMap((b) =>
        (b.resourceSpans as { resource: { attributes: KeyValue[] }; scopeSpans: { spans: (Omit<ExportedSpan, "attributes" | "resource"> & { attributes: KeyValue[] })[] }[] }[]).flatMap((rs) =>
          rs.scopeSpans.flatMap((ss) => ss.spans.map((s) => ({ ...s, attributes: plainAttributes(s.attributes), resource: plainAttributes(rs.resource.attributes) }))),
        ),
      ),
    metrics: () =>
      json("/v1/metrics").flatMap((b) =>
        (b.resourceMetrics as { scopeMetrics: { metrics: Record<string, unknown>[] }[] }[]).flatMap((rm) =>
          rm.scopeMetrics.flatMap((sm) =>
            sm.metrics.flatMap((m) => {
              const data = (m.sum ?? m.gauge ?? m.histogram) as { dataPoints: (Record<string, unknown> & { attributes?: KeyValue[] })[] } | undefined;
              return (data?.dataPoints ?? []).map((p) => ({ metric: String(m.name), attributes: plainAttributes(p.attributes), value: p.asInt ?? p.asDouble ?? p.count }));
            }),
          ),
        ),
      ),
    bytes: () => Buffer.concat(received.map((r) => r.body)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Every key, token, secret, password, e-mail address and phone number a world file holds (any
 * field so named, at any depth), for a search of what was exported.
 */
export function secretsOf(world: unknown): string[] {
  const out = new Set<string>();
  const walk = (v: unknown, name: string) => {
    if (Array.isArray(v)) for (const x of v) walk(x, name);
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, k);
    else if (typeof v === "string" && /(^|_)(token|secret|password|email|phone)$/.test(name) && v.length >= 4) out.add(v);
  };
  walk(world, "");
  return [...out];
}
