import { randomBytes } from "node:crypto";
import { installSecretsKeys } from "@/lib/crypto/secrets-keys";

/** What every integration test file starts with, in a process of its own or a shared one. */
export function installTestProcess(): void {
  // Store keys of this test file live under a prefix of their own, so test files sharing one
  // redis-server never see each other's counters (AUDIT_FLUSH_MS=0 comes from vitest.config.ts).
  process.env.STORE_PREFIX = `test-${process.pid}-${randomBytes(4).toString("hex")}:`;
  // Signing secrets are sealed under a key of this process (in memory): sandbox would otherwise make
  // its key file beside the default embedded database (.data/secrets.key).
  installSecretsKeys({ current: randomBytes(32), previous: [] });
}
