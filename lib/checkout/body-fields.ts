/** The body fields both checkout routes take the same way: the retry key and the caller's reference. */
import { z } from "zod";

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;
const REFERENCE = /^[A-Za-z0-9._:-]+$/;

export const idempotencyKeyField = () =>
  z
    .string()
    .min(1, "Must be 1 to 255 visible ASCII characters.")
    .max(255, "Must be 1 to 255 visible ASCII characters.")
    .regex(VISIBLE_ASCII, "Must be 1 to 255 visible ASCII characters.")
    .optional()
    .describe("A UUID made per pay click: a retry with the same value and body answers the same session.");

export const referenceField = (description: string) =>
  z.string().min(1, "Must be 1 to 64 characters.").max(64, "At most 64 characters.").regex(REFERENCE, "Only letters, digits, '.', '_', ':' and '-'.").optional().describe(description);
