/**
 * One schema for every driver (PGlite, node-postgres, Neon). The world file is the only writer of
 * catalogue tables, so a few denormalised columns (search_text, crew_events) are computed at load
 * time to keep every read a single indexed query.
 *
 * The tables live in lib/db/tables/ by domain; this module is the one import path for all of them
 * (and what drizzle-kit reads to generate migrations).
 */
export * from "./tables/crews-and-pages";
export * from "./tables/events";
export * from "./tables/content";
export * from "./tables/keys-and-traffic";
export * from "./tables/commerce";
export * from "./tables/webhooks";
export * from "./tables/mail";
export * from "./tables/shop";
export * from "./tables/ambassadors";
export * from "./tables/ticket-checkout";
export * from "./tables/checkout";
export * from "./tables/newsletter";
export * from "./tables/idempotency";
