/** GET /changelog.atom: the changelog as an Atom feed (lib/discovery/changelog-feed.ts). */
import { CHANGELOG } from "@/lib/discovery/changelog";
import { ATOM_CONTENT_TYPE, changelogAtom } from "@/lib/discovery/changelog-feed";
import { documentAnswer, siteOrigin } from "../_portal/text-answer";

export function GET(request: Request): Response {
  return documentAnswer(request, changelogAtom(CHANGELOG, siteOrigin(request)), ATOM_CONTENT_TYPE);
}
