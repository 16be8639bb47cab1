/** Tools derived from declarations: the routes flagged `mcpTool`, scopes from the declaration, typed arguments. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoints } from "@/lib/registry/registry";
import { defineEndpoint } from "@/lib/http/endpoint";
import { q } from "@/lib/http/query";
import { toRequestParts } from "@/lib/mcp/arguments";
import { allTools, buildTools, toolsFor } from "@/lib/mcp/tools";

const Item = z.object({ id: z.int(), name: z.string(), venue: z.object({ id: z.int(), name: z.string() }).nullable().meta({ id: "TestVenueRef" }) }).meta({ id: "TestItem" });

const listThings = defineEndpoint({
  id: "list_things",
  method: "GET",
  path: "/v1/things",
  tag: "Test",
  summary: "Things",
  description: "Every thing.",
  scopes: ["read:events", "read:venues"],
  publishable: true,
  cache: 60,
  mcpTool: true,
  envelope: "list",
  query: z.object({
    status: z.enum(["upcoming", "past", "all"]).default("upcoming").describe("Which things."),
    min_price: q.number(0, 1000).optional(),
    free: q.bool().optional().describe("Only free things."),
    genre: q.idList(10).optional(),
    ids: q.idList(50).optional(),
    since: q.instant().optional(),
    q: q.text(2, 100).optional(),
    expand: z.string().transform((v) => v.split(",")).pipe(z.array(z.enum(["venue", "lineup"])).max(2)).optional(),
    page_size: q.int(1, 10).optional(),
  }),
  response: z.object({ data: z.array(Item), pagination: z.object({ next_cursor: z.string().nullable(), has_more: z.boolean(), limit: z.int() }) }),
  handler: async () => ({ data: [], next: null }),
});

const getThing = defineEndpoint({
  id: "get_thing",
  method: "GET",
  path: "/v1/things/{id}",
  tag: "Test",
  summary: "A thing",
  description: "One thing.",
  scopes: ["read:events"],
  publishable: true,
  cache: 60,
  mcpTool: true,
  envelope: "single",
  params: z.object({ id: q.positiveId() }),
  headers: [{ name: "Presskit-Password", description: "The kit's password." }],
  response: Item,
  handler: async () => ({ id: 1, name: "x", venue: null }),
});

const postThing = defineEndpoint({ ...getThing, mcpTool: false, id: "post_thing", method: "POST", path: "/v1/things", handler: getThing.handler } as never);
const unflagged = defineEndpoint({ ...getThing, mcpTool: false, id: "get_other_thing", path: "/v1/other-things/{id}", handler: getThing.handler } as never);

const [list, one] = buildTools([listThings, getThing, postThing, unflagged]);

/** The tools of spec 4.13's table, in its order. */
const SPEC_TOOLS = [
  "get_me", "get_usage", "list_genres", "get_crew", "list_crew_pages", "list_artists", "get_artist", "list_artist_events",
  "list_artist_presskits", "list_promoters", "get_promoter", "list_promoter_events", "list_promoter_venues", "list_promoter_artists",
  "list_events", "search_events", "get_event", "list_event_ticket_tiers", "get_event_availability", "get_event_fees", "get_event_days",
  "get_event_timetable", "get_event_gallery", "list_event_presales", "list_event_partners", "list_event_news", "list_venues", "get_venue",
  "get_venue_capacity", "list_venue_events", "list_news", "list_partners", "list_presskits", "get_presskit", "list_forms", "get_form",
  "get_ambassador_program", "list_ambassador_rewards", "list_ambassador_quests",
];

describe("the tool table", () => {
  it("holds exactly the tools of spec 4.13, each once, from the flagged declarations in the registry's order", () => {
    expect(allTools()).toHaveLength(39);
    expect(allTools().map((t) => t.name).sort()).toEqual([...SPEC_TOOLS].sort());
    expect(allTools().map((t) => t.name)).toEqual(endpoints.filter((e) => e.mcpTool).map((e) => e.id));
    expect(allTools().map((t) => t.name)).not.toContain("list_ambassador_members");
  });

  it("makes a tool of every flagged GET endpoint, with the declaration's scopes", () => {
    for (const tool of allTools()) {
      expect(tool.endpoint.method).toBe("GET");
      expect(tool.definition.description).toContain(tool.endpoint.scopes.length ? tool.endpoint.scopes.join(", ") : "any key");
    }
    expect(allTools().map((t) => t.name)).toEqual(expect.arrayContaining(["get_me", "list_genres", "get_crew", "list_crew_pages"]));
  });

  it("leaves out endpoints that are not flagged", () => {
    expect(buildTools([listThings, getThing, postThing, unflagged]).map((t) => t.name)).toEqual(["list_things", "get_thing"]);
  });

  it("refuses a write declared as a tool (spec 4.13: no write is a tool)", () => {
    expect(() => defineEndpoint({ ...getThing, id: "post_tool", method: "POST", path: "/v1/things", handler: getThing.handler } as never)).toThrow(/only a GET route can be an MCP tool/);
  });

  it("shows a tool only to keys holding every one of its scopes", () => {
    const visible = (scopes: string[]) => toolsFor(scopes as never).map((t) => t.name);
    expect(visible(["mcp:access"])).toEqual(allTools().filter((t) => t.endpoint.scopes.length === 0).map((t) => t.name));
    for (const tool of allTools()) {
      expect(visible([...tool.endpoint.scopes, "mcp:access"])).toContain(tool.name);
      for (const s of tool.endpoint.scopes) expect(visible(tool.endpoint.scopes.filter((x) => x !== s))).not.toContain(tool.name);
    }
  });
});

describe("input schema", () => {
  const props = list!.definition.inputSchema.properties as Record<string, Record<string, unknown>>;

  it("gives query strings their JSON types, keeping descriptions and defaults", () => {
    expect(props.status).toEqual({ type: "string", enum: ["upcoming", "past", "all"], default: "upcoming", description: "Which things." });
    expect(props.min_price).toEqual({ type: "number", minimum: 0, maximum: 1000 });
    expect(props.free).toEqual({ type: "boolean", description: "Only free things." });
    expect(props.genre).toEqual({ type: "array", items: { type: "integer" }, maxItems: 10 });
    expect(props.ids).toEqual({ type: "array", items: { type: "integer" }, maxItems: 50 });
    expect(props.since).toMatchObject({ type: "string" });
    expect(props.q).toEqual({ type: "string", minLength: 2, maxLength: 100 });
    expect(props.expand).toEqual({ type: "array", items: { type: "string", enum: ["venue", "lineup"] }, maxItems: 2 });
    expect(props.page_size).toEqual({ type: "integer", minimum: 1, maximum: 10 });
  });

  it("adds the pipeline's common params: limit and cursor on lists, fields and locale on reads", () => {
    expect(props.limit).toMatchObject({ type: "integer", minimum: 1, maximum: 100, default: 25 });
    expect(props.cursor).toMatchObject({ type: "string" });
    expect(props.fields).toMatchObject({ type: "array", maxItems: 40, items: { enum: ["id", "name", "venue", "venue.id", "venue.name"] } });
    expect(props.locale).toMatchObject({ type: "string", enum: ["en", "fr", "de", "es", "it", "nl", "uk"] });
    expect(list!.definition.inputSchema.additionalProperties).toBe(false);
    expect(list!.definition.inputSchema.required).toBeUndefined();
  });

  it("takes path params (required) and declared headers, and no pagination on a detail", () => {
    const p = one!.definition.inputSchema.properties as Record<string, Record<string, unknown>>;
    expect(p.id).toMatchObject({ type: "integer" });
    expect(p.presskit_password).toMatchObject({ type: "string" });
    expect(p.limit).toBeUndefined();
    expect(p.cursor).toBeUndefined();
    expect(one!.definition.inputSchema.required).toEqual(["id"]);
  });
});

describe("output schema", () => {
  it("is the response schema, self-contained, with only id sure to be there (fields may drop the rest)", () => {
    const out = one!.definition.outputSchema as Record<string, any>;
    expect(JSON.stringify(out)).not.toMatch(/\$ref|\$defs|\$schema|9007199254740991/);
    expect(out.type).toBe("object");
    expect(out.required).toEqual(["id"]);
    expect(Object.keys(out.properties)).toEqual(["id", "name", "venue"]);
    expect(out.properties.venue.anyOf[0].required).toEqual(["id"]);
    const listOut = list!.definition.outputSchema as Record<string, any>;
    expect(listOut.required).toEqual(["data", "pagination"]);
    expect(listOut.properties.data.items.required).toEqual(["id"]);
    expect(listOut.properties.pagination.required).toEqual(["next_cursor", "has_more", "limit"]);
  });
});

describe("arguments to a request", () => {
  it("turns typed arguments back into the query string the endpoint reads", () => {
    const parts = toRequestParts(list!.args, { free: true, ids: [3, 1], min_price: 12.5, expand: ["venue"], status: "past", limit: 10, fields: ["name", "venue.name"], cursor: null });
    expect("errors" in parts).toBe(false);
    if ("errors" in parts) return;
    expect(Object.fromEntries(parts.query)).toEqual({ free: "true", ids: "3,1", min_price: "12.5", expand: "venue", status: "past", limit: "10", fields: "name,venue.name" });
    const detail = toRequestParts(one!.args, { id: 7, presskit_password: "s3cret" });
    expect(detail).toEqual({ params: { id: "7" }, query: new URLSearchParams(), headers: { "Presskit-Password": "s3cret" } });
  });

  it("names every argument of the wrong type, unknown or missing", () => {
    const r = toRequestParts(list!.args, { free: "yes", ids: [1, "2"], limit: 2.5, colour: "red" });
    expect(r).toEqual({
      errors: [
        { param: "colour", message: "Unknown parameter." },
        { param: "free", message: "Must be true or false." },
        { param: "ids", message: "Each item: must be a whole number." },
        { param: "limit", message: "Must be a whole number." },
      ],
    });
    expect(toRequestParts(one!.args, {})).toEqual({ errors: [{ param: "id", message: "Required." }] });
    expect(toRequestParts(one!.args, { id: 1, presskit_password: "line\nbreak" })).toEqual({ errors: [{ param: "presskit_password", message: "Must be printable ASCII (it travels as an HTTP header)." }] });
  });

  it("refuses a list argument of more than 50 items", () => {
    expect(toRequestParts(list!.args, { ids: Array.from({ length: 51 }, (_, i) => i + 1) })).toEqual({ errors: [{ param: "ids", message: "At most 50 items in a list argument." }] });
    expect("errors" in toRequestParts(list!.args, { ids: Array.from({ length: 50 }, (_, i) => i + 1) })).toBe(false);
  });
});
