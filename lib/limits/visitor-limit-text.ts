import { ALLOWANCES } from "./plans";

/**
 * The one sentence every per-visitor route puts in its description, so the rule of core section 8
 * ("without it only the whole key is counted") reads the same everywhere it applies.
 */
export function visitorLimitText(perMinute: number, what: string, who: "visitor" | "buyer" = "visitor"): string {
  const whole = perMinute * ALLOWANCES.wholeKeyFactor;
  return (
    `${perMinute} ${what} a minute per ${who}: send the ${who}'s address as \`client_ip\` and both that ${who}'s ${perMinute} ` +
    `and the whole key's ${whole} a minute count; without \`client_ip\` only the whole key's ${whole} a minute is counted`
  );
}
