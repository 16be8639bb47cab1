/** The OpenAPI document: generated from the registry, complete, valid, lint-clean, and served. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "@/lib/registry/registry";
import { isPaginated } from "@/lib/pipeline/walk";
import { ERROR_CODES, ERROR_CODE_LIST } from "@/lib/http/errors";
import { buildOpenApi } from "@/lib/openapi/document";
import { startApp, type TestApp } from "../support/app";

const run = promisify(execFile);
const PUBLIC = "https://api.events.test/api";
const doc = buildOpenApi(endpoints, PUBLIC) as any;
const ops = () => endpoints.map((e) => ({ e, op: doc.paths[e.path]?.[e.method.toLowerCase()] }));
const codesAt = (op: any, status: number): string[] => op.responses[String(status)]?.content?.["application/problem+json"]?.schema.allOf[1].properties.code.enum ?? [];

describe("the document's routes", () => {
  it("holds every served route once, and nothing else", () => {
    // The registry's routes, and the MCP server served beside them (lib/openapi/routes-beside.ts).
    const served = new Set([...endpoints.map((e) => `${e.method.toLowerCase()} ${e.path}`), "post /v1/mcp"]);
    const documented = new Set<string>();
    for (const [p, item] of Object.entries<any>(doc.paths)) for (const m of Object.keys(item)) documented.add(`${m} ${p}`);
    expect(documented).toEqual(served);
    const ids = ops().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(endpoints.length);
  });

  it("names each operation by its declaration id, with summary, description, tag and facts", () => {
    for (const { e, op } of ops()) {
      expect(op.operationId).toBe(e.id);
      expect(op.summary).toBe(e.summary);
      expect(op.description.startsWith(e.description)).toBe(true);
      expect(op.description).toContain("**Work cost:**");
      expect(op.tags).toEqual([e.tag]);
      expect(op["x-scopes"]).toEqual(e.scopes);
      expect(op["x-cache-seconds"]).toBe(e.method === "POST" || e.cache === "no-store" ? 0 : e.cache);
      expect(typeof op["x-work-cost"]).toBe("number");
      expect(doc.tags.map((t: any) => t.name)).toContain(e.tag);
    }
  });

  it("declares security: none on discovery, Bearer everywhere else, ?key= only where publishable keys may call", () => {
    for (const { e, op } of ops()) {
      if (e.auth === "none") expect(op.security).toEqual([]);
      else if (e.publishable) expect(op.security).toEqual([{ bearerAuth: e.scopes }, { keyQuery: e.scopes }]);
      else expect(op.security).toEqual([{ bearerAuth: e.scopes }]);
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.securitySchemes.keyQuery).toMatchObject({ type: "apiKey", in: "query", name: "key" });
  });

  it("documents the parameters the pipeline adds", () => {
    const names = (op: any) => op.parameters.map((p: any) => p.name ?? p.$ref.split("/").pop());
    for (const { e, op } of ops()) {
      const n = names(op);
      if (e.method === "GET") expect(n).toContain("locale");
      if (isPaginated(e)) expect(n).toEqual(expect.arrayContaining(["limit", "cursor"]));
      else expect(n).not.toContain("cursor");
      for (const p of Object.keys(e.params?.shape ?? {})) expect(op.parameters.find((x: any) => x.name === p && x.in === "path")?.required).toBe(true);
      for (const p of Object.keys(e.query?.shape ?? {})) expect(op.parameters.some((x: any) => x.name === p && x.in === "query")).toBe(true);
      if (typeof e.cache === "number" && e.cache > 0 && e.method === "GET") expect(n).toContain("If-None-Match");
    }
    expect(doc.components.parameters.limit.schema).toEqual({ type: "integer", format: "int32", minimum: 1, maximum: 100, default: 25 });
  });

  it("lists the problems each declaration implies, with codes from the one table", () => {
    for (const { e, op } of ops()) {
      for (const [status, r] of Object.entries<any>(op.responses)) {
        const s = Number(status);
        if (s < 400) continue;
        for (const code of codesAt(op, s)) {
          expect(ERROR_CODE_LIST).toContain(code);
          // validation_error is also a body's 422, and the ambassador claim's 403 (member_not_active, tier_locked).
          if (!(code === "validation_error" && (s === 422 || (s === 403 && e.id === "ambassador_claim")))) expect(ERROR_CODES[code as keyof typeof ERROR_CODES].status).toBe(s);
        }
        expect(r.headers["X-Request-Id"]).toBeDefined();
      }
      expect(codesAt(op, e.queryStatus ?? 400)).toContain("validation_error");
      expect(codesAt(op, 429)).toEqual(["rate_limited"]);
      expect(op.responses["429"].headers["Retry-After"]).toBeDefined();
      expect(codesAt(op, 500)).toEqual(["internal_error"]);
      if (e.auth !== "none") {
        expect(codesAt(op, 401)).toContain("invalid_key");
        expect(codesAt(op, 403)).toEqual(expect.arrayContaining(["key_suspended", "subscription_required", "origin_not_allowed"]));
      } else {
        expect(op.responses["401"]).toBeUndefined();
      }
      if (e.scopes.length > 0 || (!e.publishable && e.auth !== "none")) expect(codesAt(op, 403)).toContain("missing_scope");
      if (e.params) expect(codesAt(op, 404)).toEqual(["not_found"]);
      if (isPaginated(e)) expect(codesAt(op, 400)).toContain("invalid_cursor");
      // A route that ignores its body (logout) never refuses one: no 422 or 415 for it.
      if (e.method === "POST" && !e.bodyIgnored) expect(codesAt(op, 422)).toContain("validation_error");
      if (e.bodyIgnored) {
        expect(codesAt(op, 422)).not.toContain("validation_error");
        expect(codesAt(op, 415)).toEqual([]);
        expect(op.requestBody).toBeUndefined();
      }
      for (const code of e.errors ?? []) expect(Object.keys(op.responses).some((s) => codesAt(op, Number(s)).includes(code))).toBe(true);
    }
  });

  it("answers 304 on cacheable reads with the cache headers, and marks key-level answers no-store", () => {
    for (const { e, op } of ops()) {
      const ok = op.responses[String(e.status ?? 200)];
      expect(ok.headers["X-Request-Id"]).toBeDefined();
      if (e.method === "GET" && typeof e.cache === "number" && e.cache > 0) {
        expect(op.responses["304"]).toBeDefined();
        expect(ok.headers.ETag).toBeDefined();
        expect(ok.headers["Cache-Status"]).toBeDefined();
      } else expect(op.responses["304"]).toBeUndefined();
      if (e.auth !== "none") expect(ok.headers.RateLimit).toBeDefined();
      if (e.contentType && !e.contentType.includes("json")) expect(Object.keys(ok.content)).toEqual([e.contentType]);
    }
  });

  it("names a component for each resource schema with an id", () => {
    for (const name of ["Problem", "Me", "Crew", "CrewPage", "Genre", "Status", "ScopeInfo", "ChangelogEntry", "RotateKeyAnswer"]) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
    expect(doc.paths["/v1/me"].get.responses["200"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/Me" });
  });

  it("links every problem example's type to its section of the errors guide", () => {
    let seen = 0;
    for (const { op } of ops()) {
      for (const [status, r] of Object.entries<any>(op.responses)) {
        for (const [code, ex] of Object.entries<any>(r.content?.["application/problem+json"]?.examples ?? {})) {
          const value = doc.components.examples[ex.$ref.split("/").pop()].value;
          expect(value).toMatchObject({ code, status: Number(status), type: `https://api.events.test/docs/errors#${code}` });
          seen++;
        }
      }
    }
    expect(seen).toBeGreaterThan(endpoints.length);
  });
});

describe("the document's validity", () => {
  it("is a valid OpenAPI 3.1 document (swagger-parser)", async () => {
    const api = await SwaggerParser.validate(structuredClone(doc));
    expect((api as { openapi?: string }).openapi).toBe("3.1.0");
  });

  it("is lint-clean under Redocly's recommended rules: no errors, no warnings", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "openapi-lint-"));
    const file = path.join(dir, "openapi.json");
    fs.writeFileSync(file, JSON.stringify(doc));
    const cli = path.join(process.cwd(), "node_modules/@redocly/cli/bin/cli.js");
    let out: string;
    try {
      out = (await run(process.execPath, [cli, "lint", file, "--extends=recommended", "--format=json", "--max-problems=50"], { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" }, maxBuffer: 20e6 })).stdout;
    } catch (e: any) {
      out = e.stdout ?? "";
    }
    const report = JSON.parse(out.slice(out.indexOf("{")));
    const found = report.problems.map((p: any) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer}`);
    expect(found).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});

describe("GET /v1/openapi.json", () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startApp();
  });
  afterAll(async () => api.close());

  it("serves the generated document for this server, without a key, cached an hour", async () => {
    const res = await api.get("/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(res.body.servers).toEqual([{ url: "http://localhost:3000/api", description: "This server (production, or your local instance when run locally)", "x-internal": false }]);
    expect(res.body.paths).toEqual(JSON.parse(JSON.stringify(buildOpenApi(endpoints, "http://localhost:3000/api").paths)));
    expect(res.headers.get("cache-control")).toBe("private, max-age=3600, stale-while-revalidate=7200, stale-if-error=86400");
    expect(res.headers.get("etag")).toMatch(/^"/);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await api.get("/v1/openapi.json");
    const again = await api.get("/v1/openapi.json", { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
  });
});
