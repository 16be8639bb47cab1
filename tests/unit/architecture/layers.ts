/**
 * The layers of lib/, bottom first: the table `docs/architecture.md` draws ("Layers and the import
 * rule"), which tests/architecture/cycles.test.ts enforces and checks against the doc. A folder
 * imports (at run time) only folders of the layers below its own, plus the arrows its own layer
 * names; anything else, a domain reaching into another domain included, fails the test.
 */
export interface Layer {
  name: string;
  /** Folders of lib/, without the `lib/` prefix. */
  folders: readonly string[];
  /** Imports allowed between two folders of this layer, as `from -> to`. */
  arrows: readonly string[];
}

export const LAYERS: readonly Layer[] = [
  { name: "settings", folders: ["config"], arrows: [] },
  { name: "telemetry", folders: ["observability"], arrows: [] },
  {
    name: "services",
    folders: ["crypto", "db", "kv", "limits", "mail", "payments", "retention", "runtime", "scheduler", "webhooks"],
    arrows: ["mail -> db", "mail -> scheduler", "retention -> db", "webhooks -> crypto", "webhooks -> db", "webhooks -> scheduler"],
  },
  { name: "contract", folders: ["http"], arrows: [] },
  { name: "tenancy", folders: ["crew", "auth", "traffic"], arrows: ["auth -> crew", "traffic -> crew"] },
  {
    name: "domains",
    folders: ["catalogue", "content", "booking", "ambassadors", "newsletter", "checkout", "shop", "tickets"],
    arrows: ["content -> catalogue", "shop -> catalogue", "shop -> checkout", "tickets -> ambassadors", "tickets -> catalogue", "tickets -> checkout"],
  },
  { name: "walk", folders: ["pipeline"], arrows: [] },
  {
    name: "surfaces",
    folders: ["webhook-delivery", "world", "openapi", "admin", "platform-api", "discovery"],
    arrows: ["admin -> webhook-delivery", "discovery -> openapi", "openapi -> webhook-delivery", "platform-api -> world", "webhook-delivery -> platform-api"],
  },
  { name: "registry", folders: ["registry"], arrows: [] },
  { name: "MCP", folders: ["mcp"], arrows: [] },
  { name: "entries", folders: ["root", "server"], arrows: ["server -> root"] },
];

/** The layer index of each folder (`lib/<folder>`). */
export function layerIndex(): Map<string, number> {
  const index = new Map<string, number>();
  LAYERS.forEach((l, i) => {
    for (const f of l.folders) {
      if (index.has(f)) throw new Error(`lib/${f} is in two layers`);
      index.set(f, i);
    }
  });
  return index;
}

/**
 * Why `from` may not import `to` (both lib/ folders, without the prefix), or null when it may:
 * a lower layer, or an arrow of its own layer.
 */
export function refusal(from: string, to: string, index = layerIndex()): string | null {
  const a = index.get(from);
  const b = index.get(to);
  if (a === undefined) return `lib/${from} is in no layer: add it to LAYERS (tests/architecture/layers.ts) and to the table of docs/architecture.md`;
  if (b === undefined) return `lib/${to} is in no layer: add it to LAYERS (tests/architecture/layers.ts) and to the table of docs/architecture.md`;
  if (b < a) return null;
  if (b > a) return `lib/${from} (${LAYERS[a]!.name}) imports lib/${to} of a higher layer (${LAYERS[b]!.name})`;
  return LAYERS[a]!.arrows.includes(`${from} -> ${to}`) ? null : `lib/${from} imports lib/${to} of its own layer (${LAYERS[a]!.name}), an arrow the layer does not name`;
}
