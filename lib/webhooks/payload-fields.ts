/**
 * Building blocks of the payload schemas the declarations give (./event.ts): ids, instants,
 * amounts, currencies. Bounds are generous but finite, as the OWASP lint of the OpenAPI document
 * asks, and match lib/catalogue/schemas.ts (which this layer cannot import: the catalogue emits
 * webhook events).
 */
import { z } from "zod";

/** Ids of rows the database keys by uuid. */
export const uuid = () => z.guid().max(36);
/** An instant as the sender writes it: ISO 8601 in UTC (`toISOString`). */
export const instant = () => z.iso.datetime().max(40);
/** An amount in the smallest unit of its currency (cents). */
export const cents = (what: string) =>
  z
    .int()
    .min(0)
    .max(2147483647)
    .describe(`${what}, in the smallest unit of the currency (cents).`);
export const currency = () => z.string().regex(/^[A-Z]{3}$/).max(3).describe("ISO 4217 code.");
export const email = () => z.string().max(320);
export const lines = <T extends z.ZodType>(line: T) => z.array(line).max(1000);
