/** Setup of an integration test file in a process of its own (vitest.config.ts): the databases close with it. */
import { afterAll } from "vitest";
import { closeAllDatabases } from "./database";
import { installTestProcess } from "./setup-process";

installTestProcess();

afterAll(async () => {
  await closeAllDatabases();
});
