import { randomUUID } from "node:crypto";

const CLIENT_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The client's X-Request-Id when it is 8-128 of letters, digits and `._:-`; otherwise a new one. */
export function requestIdFor(header: string | null): string {
  if (header && CLIENT_ID.test(header)) return header;
  const u = randomUUID(); // 8-4-4-4-12: the dashes cut out by position
  return `req_${u.slice(0, 8)}${u.slice(9, 13)}${u.slice(14, 18)}${u.slice(19, 23)}${u.slice(24)}`;
}
