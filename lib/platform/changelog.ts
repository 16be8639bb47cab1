/** What changed, by date, newest first, with the routes shipped that day ("METHOD /v1/..."). */
export interface ChangelogEntry {
  date: string;
  changes: string[];
  routes: string[];
}

export const CHANGELOG: ChangelogEntry[] = [
  {
    date: "2026-11-22",
    changes: [
      "First release of the partner API v1: keys and crew, discovery routes, key rotation.",
      "Every error is an RFC 9457 problem with a stable `code` and the request id.",
      "Opaque cursors, `fields`, `locale` and `ids` on list routes.",
    ],
    routes: ["GET /v1/me", "GET /v1/crew", "GET /v1/crew/pages", "GET /v1/genres", "GET /v1/status", "GET /v1/scopes", "GET /v1/changelog", "GET /v1/openapi.json", "POST /v1/keys/rotate"],
  },
];
