import { afterAll } from "vitest";
import { closeAllDatabases } from "./database";

afterAll(async () => {
  await closeAllDatabases();
});
