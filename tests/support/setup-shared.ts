/**
 * Setup of the `integration` project's shared workers: test files run one after another in one
 * process and one module graph (vitest's isolate: false), so the app's modules are imported and
 * the embedded database opened once per worker, not once per file. Each file still starts as
 * though alone: its own store prefix and secrets key (./setup.ts), and at its end the clock, spies,
 * environment and databases go back to how it found them. A file that mocks modules or changes
 * the environment runs in a process of its own instead (vitest.config.ts).
 */
import { afterAll, vi } from "vitest";
import { releaseDatabases } from "./database";
import { installTestProcess } from "./setup-process";

installTestProcess();

const env = { ...process.env };

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const k of Object.keys(process.env)) if (!(k in env)) delete process.env[k];
  Object.assign(process.env, env);
  releaseDatabases();
});
