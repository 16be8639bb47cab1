import { randomUUID } from "node:crypto";

const CLIENT_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The client's X-Request-Id when it is 8-128 of letters, digits and `._:-`; otherwise a new one. */
export function requestIdFor(header: string | null): string {
  return header && CLIENT_ID.test(header) ? header : `req_${randomUUID().replaceAll("-", "")}`;
}
