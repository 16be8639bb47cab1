/**
 * The bounded zod primitives every response and request shape is built from, below the domains
 * so any of them can use them.
 *
 * Bounds of answers, generous but finite (the OWASP lint asks every string, integer and list of
 * the document for one): names and titles 500 characters, free text 20,000, bodies 200,000,
 * URLs 2,048, ids positive 32-bit integers.
 */
import { z } from "zod";

export const ts = () => z.iso.datetime({ offset: true }).max(40);
export const id32 = () => z.int().min(1).max(2147483647);
export const count32 = () => z.int().min(0).max(2147483647);
export const name = () => z.string().max(500);
export const text = () => z.string().max(20000);
export const body = () => z.string().max(200000);
export const url = () => z.string().max(2048);
export const word = () => z.string().max(100);
