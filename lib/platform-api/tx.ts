/** What the platform API's query modules share: the transaction type. */
import type { Db } from "@/lib/db/client";

/** A transaction of the database (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
