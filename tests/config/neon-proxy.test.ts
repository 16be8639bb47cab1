/**
 * NEON_WS_PROXY runs the Neon driver against a PostgreSQL of one's own through a WebSocket proxy
 * over plain ws:// (npm run test:vercel): named where the database seam is told, read into the
 * database settings, and refused in a production deployment (its traffic would go unencrypted).
 */
import { describe, expect, it } from "vitest";
import { databaseConfig } from "@/lib/config/config";
import { resolveDrivers } from "@/lib/config/drivers";
import { VERCEL_PRODUCTION } from "./envs";

const PROXY = "127.0.0.1:4444/v1";

describe("NEON_WS_PROXY", () => {
  it("is told beside POSTGRES_URL, by host only", () => {
    const d = resolveDrivers({ POSTGRES_URL: "postgres://user:secret@127.0.0.1:5432/db", NEON_WS_PROXY: PROXY, SANDBOX: "1" });
    expect(d.database).toEqual({ driver: "neon", from: "POSTGRES_URL (127.0.0.1:5432), through NEON_WS_PROXY (127.0.0.1:4444)" });
    expect(d.problems).toEqual([]);
    expect(resolveDrivers({ POSTGRES_URL: "postgres://h/db", SANDBOX: "1" }).database.from).toBe("POSTGRES_URL (h)");
  });

  it("is read into the database settings (unset: Neon's own endpoint)", () => {
    expect(databaseConfig({ POSTGRES_URL: "postgres://h/db", NEON_WS_PROXY: PROXY }).neonWsProxy).toBe(PROXY);
    expect(databaseConfig({ POSTGRES_URL: "postgres://h/db", NEON_WS_PROXY: "" }).neonWsProxy).toBeNull();
  });

  it("is refused in a production deployment, and only there", () => {
    const refused = resolveDrivers({ ...VERCEL_PRODUCTION, NEON_WS_PROXY: PROXY }).problems.filter((p) => p.setting === "NEON_WS_PROXY");
    expect(refused).toEqual([{ seam: "database", setting: "NEON_WS_PROXY", message: expect.stringMatching(/refused in a production deployment/) }]);
    const preview = resolveDrivers({ ...VERCEL_PRODUCTION, VERCEL_ENV: "preview", NEON_WS_PROXY: PROXY }).problems;
    expect(preview.map((p) => p.setting)).not.toContain("NEON_WS_PROXY");
  });
});
