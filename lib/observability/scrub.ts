/**
 * The last look at every span before it is exported, first among the span processors: the spans
 * this service makes carry route templates and ids chosen to be safe (they pass untouched), but
 * Next.js's own server span names the requested target with its query (`?key=` holds a publishable
 * key) and a library may record a URL or an exception's message. On every other span those
 * attributes are dropped, and every text left passes through ./redact.ts. A span's attributes are still writable when `onEnd` runs (@vercel/otel adds its own
 * there too); the export processors after this one see the result.
 */
import type { Context } from "@opentelemetry/api";
import type { ReadableSpan, Span, SpanProcessor } from "@opentelemetry/sdk-trace-base";
import { redact } from "./redact";
import { SCOPE } from "./state";

/** Attributes that hold a full URL, a query or a header: the route template says what is needed. */
const DROPPED = /^(?:http\.target|http\.url|url\.full|url\.query|url\.path|url\.original|http\.request\.header\..*|http\.response\.header\..*)$/;

type Mutable = Record<string, unknown>;

function scrubAttributes(attributes: Mutable | undefined): void {
  if (!attributes) return;
  for (const k of Object.keys(attributes)) {
    const v = attributes[k];
    if (DROPPED.test(k)) delete attributes[k];
    else if (typeof v === "string") attributes[k] = redact(v);
    else if (Array.isArray(v)) attributes[k] = v.map((x: unknown) => (typeof x === "string" ? redact(x) : x));
  }
}

export class ScrubProcessor implements SpanProcessor {
  onStart(_span: Span, _context: Context): void {}

  onEnd(span: ReadableSpan): void {
    if (span.instrumentationScope.name === SCOPE) return;
    const s = span as unknown as { name: string; attributes: Mutable; events?: { name: string; attributes?: Mutable }[] };
    s.name = redact(s.name);
    scrubAttributes(s.attributes);
    for (const e of s.events ?? []) scrubAttributes(e.attributes);
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
