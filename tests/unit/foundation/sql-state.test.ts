/** Which database failures may pass when the statement runs again, wherever the SQLSTATE sits. */
import { describe, expect, it } from "vitest";
import { mayPassOnRetry, sqlState } from "@/lib/db/sql-state";

const pgError = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: ..."), { cause });

describe("sqlState", () => {
  it("reads the code of the error or of a cause up to four levels down", () => {
    expect(sqlState(pgError("22P02"))).toBe("22P02");
    expect(sqlState(wrapped(wrapped(pgError("40P01"))))).toBe("40P01");
    expect(sqlState(new Error("no code"))).toBeUndefined();
    expect(sqlState(wrapped(wrapped(wrapped(wrapped(wrapped(pgError("40P01")))))))).toBeUndefined();
  });
});

describe("mayPassOnRetry", () => {
  it("is true for serialization failures, deadlocks, lost connections, resources, shutdowns and lock timeouts", () => {
    for (const code of ["40001", "40P01", "08006", "08003", "53300", "57P01", "55P03"]) expect(mayPassOnRetry(wrapped(pgError(code))), code).toBe(true);
  });

  it("is false for malformed values, broken constraints, other SQLSTATEs and errors without one", () => {
    for (const code of ["22P02", "22007", "23505", "23503", "42P01", "55000"]) expect(mayPassOnRetry(wrapped(pgError(code))), code).toBe(false);
    expect(mayPassOnRetry(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(mayPassOnRetry(pgError("ECONNRESET"))).toBe(false);
  });
});
