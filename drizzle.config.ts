import { defineConfig } from "drizzle-kit";

// Generation only: migrations are applied by lib/db/migrate.ts on start, for every driver.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./drizzle",
});
