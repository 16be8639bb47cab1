/** GET /llms.txt: the site for AI assistants, as plain text (app/_portal/llms.ts). */
import { llmsTxt } from "../_portal/llms";
import { documentAnswer, siteOrigin } from "../_portal/text-answer";

export function GET(request: Request): Response {
  return documentAnswer(request, llmsTxt(siteOrigin(request)), "text/plain; charset=utf-8");
}
