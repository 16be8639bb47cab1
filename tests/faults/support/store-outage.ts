/**
 * One round of a store outage, as every store fault file plays it (Redis paused, the Upstash
 * endpoint stopped): while the store is gone, reads and a write without a key run by the fail-open
 * policy and a write with an Idempotency-Key answers 503, one at a time and then all at once with
 * the breaker's probe among them, each within a second; once it is back, the refused write runs
 * once and replays. `fail` and `heal` inject the fault and end it.
 */
import { expect } from "vitest";
import { bookingRequests } from "@/lib/db/schema";
import type { TestApp } from "../../support/app";
import { KEYS } from "../../support/keys";
import { expectFailOpen, expectRefusedWrite } from "./expect";
import { timed, untilStoreAnswers, type Tally } from "./timed";

export interface OutageRound {
  api: TestApp;
  tally: Tally;
  round: number;
  /** Sets the round's booking requests apart from other files' and rounds'. */
  label: string;
  fail: () => unknown;
  heal: () => unknown;
  /** How the store coming back is named if it does not (the error of the 15 s wait). */
  back: string;
}

const key = { key: KEYS.secret };

export async function storeOutageRound({ api, tally, round, label, fail, heal, back }: OutageRound): Promise<void> {
  const rows = () => api.database.db.$count(bookingRequests);
  const idemKey = `${label}-round-${round}`;
  // A visitor address per round, so the booking route's 10 a minute per address stays out of the way.
  const body = { artist_ids: [10, 14], contact_email: `${label}@club.test`, event_name: "Store outage night", client_ip: `198.51.100.${round}` };
  const before = await rows();
  await fail();
  tally.fault();

  // One at a time: the first pays the deadline (or meets the refused connection), the others find the store known to be down.
  const sequence: [string, string, Record<string, unknown>, number][] = [
    ["GET", "/v1/artists/10", {}, 200], // had a copy
    ["GET", "/v1/artists/14", {}, 200], // another read
    ["GET", "/v1/artists?limit=5", {}, 200], // a list
    ["POST", "/v1/booking-requests", { body: { ...body, event_name: `No key ${round}` } }, 201], // a write without a key: fail-open
  ];
  for (const [method, path, extra, status] of sequence) {
    const r = await timed(method, path, { ...key, ...extra });
    tally.saw(r);
    expectFailOpen(r, status);
  }
  const refused = await timed("POST", "/v1/booking-requests", { ...key, body, headers: { "Idempotency-Key": idemKey } });
  tally.saw(refused);
  expectRefusedWrite(refused);

  // All at once, the retry probe included: still within the deadline each.
  await new Promise((r) => setTimeout(r, 1100)); // the breaker's wait has passed: the next call probes
  const burst = await Promise.all([
    timed("GET", "/v1/artists/10", key),
    timed("GET", "/v1/artists/14", key),
    timed("GET", "/v1/artists?limit=10", key),
    timed("POST", "/v1/booking-requests", { ...key, body: { ...body, event_name: `Burst ${round}` } }),
    timed("POST", "/v1/booking-requests", { ...key, body, headers: { "Idempotency-Key": idemKey } }),
  ]);
  burst.forEach((r) => tally.saw(r));
  burst.slice(0, 3).forEach((r) => expectFailOpen(r, 200));
  expectFailOpen(burst[3]!, 201);
  expectRefusedWrite(burst[4]!);
  // The two writes without a key ran; the refused ones wrote nothing.
  expect(await rows()).toBe(before + 2);

  await heal();
  await untilStoreAnswers(tally, "/v1/artists/10", key, back);

  // The refused write, sent again with its key, runs once: its lock did not stay behind.
  const done = await timed("POST", "/v1/booking-requests", { ...key, body, headers: { "Idempotency-Key": idemKey } });
  tally.saw(done);
  expect(done.status, done.text).toBe(201);
  expect(done.headers.get("x-ratelimit-remaining")).not.toBeNull();
  const replay = await timed("POST", "/v1/booking-requests", { ...key, body, headers: { "Idempotency-Key": idemKey } });
  tally.saw(replay);
  expect(replay.status).toBe(201);
  expect(replay.headers.get("idempotent-replayed")).toBe("true");
  expect(replay.body).toEqual(done.body);
  expect(await rows()).toBe(before + 3);
}
