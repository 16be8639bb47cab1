/**
 * The key lifecycle (docs/guides/authentication.md, "Key lifecycle") as a pure function: what a
 * request with this key gets, before anything else.
 */
export type KeyVerdict = "ok" | "invalid_key" | "key_suspended" | "subscription_required";

export interface KeyStateInput {
  state: string; // active | suspended | revoked
  expiresAt: Date | null;
  crewPlan: string; // studio | roster | lapsed
}

export function keyVerdict(key: KeyStateInput | null, now: Date): KeyVerdict {
  // Unknown, revoked and expired are one answer, so a caller cannot tell them apart.
  if (!key || key.state === "revoked" || (key.expiresAt && key.expiresAt.getTime() <= now.getTime())) return "invalid_key";
  if (key.state === "suspended") return "key_suspended";
  if (key.state !== "active") return "invalid_key";
  if (key.crewPlan !== "studio" && key.crewPlan !== "roster") return "subscription_required";
  return "ok";
}
