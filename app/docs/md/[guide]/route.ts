/** GET /docs/{guide}.md (rewritten here by next.config.ts): one guide as Markdown (app/_portal/guides-md.ts). */
import { guideMarkdown } from "../../../_portal/guides-md";
import { documentAnswer, notFoundText } from "../../../_portal/text-answer";

export async function GET(request: Request, { params }: { params: Promise<{ guide: string }> }): Promise<Response> {
  const { guide } = await params;
  const text = guideMarkdown(guide);
  if (text === null) return notFoundText(`No guide is called ${JSON.stringify(guide.slice(0, 100))}. The guides are listed at /llms.txt.`);
  return documentAnswer(request, text, "text/markdown; charset=utf-8");
}
