/**
 * `npm run secrets:rotate`: seals every stored webhook signing secret again under the current
 * SECRETS_KEY. After a key rotation (old key in SECRETS_KEY_PREVIOUS, new one in SECRETS_KEY),
 * values under the old key are opened with it and sealed under the new one; values stored plain
 * (before sealing began) are sealed too. Then the table is rewritten (VACUUM FULL), so old row
 * versions holding the earlier values leave the table's files. Once it has run, the old key opens
 * nothing still stored and SECRETS_KEY_PREVIOUS can be dropped.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "@/lib/db/client";
import { keyIdOf } from "@/lib/crypto/secret-box";
import { secretsKeys } from "@/lib/crypto/secrets-keys";
import { resealWebhookSecrets } from "@/lib/webhooks/secrets";

async function main(): Promise<number> {
  const keys = secretsKeys();
  const database = await openDatabase(process.env);
  try {
    const changed = await resealWebhookSecrets(database.db);
    await database.db.execute(sql`VACUUM FULL webhooks`);
    console.log(`Sealed ${changed} webhook${changed === 1 ? "" : "s"} again under key ${keyIdOf(keys.current)}; every signing secret is now under it.`);
    if (keys.previous.length > 0) console.log("SECRETS_KEY_PREVIOUS opens nothing stored any more: remove it.");
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`secrets:rotate: ${(e as Error).message}`);
    process.exit(1);
  },
);
