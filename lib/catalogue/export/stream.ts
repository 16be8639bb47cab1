/**
 * One export as NDJSON: keyset pages read one at a time, each written as one chunk of lines, and
 * the work charged as the lines go. Line 1 starts the first block of 1000 (paid by the request's
 * own cost of 1); line 1001, 2001, ... each start the next and spend 1 more before being written.
 *
 * An export that cannot finish (the budget runs out, the database fails) has already answered 200,
 * so it ends with one last line that is not an item: `{"error": <problem>, "after_id": <id>}`,
 * where `after_id` is the id of the last item written (the caller's own `after_id`, or null, when
 * none was); passing it back as `after_id` resumes the export there. A complete export has no such
 * line.
 */
import { StreamBody, type StreamControl } from "@/lib/http/endpoint";
import type { ExportPage } from "./export-query";

export const NDJSON = "application/x-ndjson";
/** Rows read per database round trip. */
export const EXPORT_PAGE_SIZE = 500;
/** Lines covered by one unit of work. */
export const LINES_PER_WORK = 1000;

export interface ExportSpec<Row> {
  /** Where to start (the caller's `after_id`) and the `updated_since` filter. */
  afterId: number | null;
  updatedSince?: Date;
  /** Reads one page of rows in id order. */
  page: (page: ExportPage) => Promise<Row[]>;
  /** Anything the items need besides their row (genre names, the site), read once per export. */
  prepare: () => Promise<(row: Row) => { id: number }>;
  pageSize?: number;
}

async function* lines<Row>(spec: ExportSpec<Row>, control: StreamControl): AsyncGenerator<string> {
  const size = spec.pageSize ?? EXPORT_PAGE_SIZE;
  let written = 0;
  let lastWritten = spec.afterId;
  const trailer = (problem: Record<string, unknown>) => `${JSON.stringify({ error: problem, after_id: lastWritten })}\n`;
  try {
    const itemOf = await spec.prepare();
    for (let after = spec.afterId; ; ) {
      const rows = await spec.page({ afterId: after, updatedSince: spec.updatedSince, size });
      let chunk = "";
      let chunkLast = lastWritten;
      for (const row of rows) {
        if (written > 0 && written % LINES_PER_WORK === 0) {
          const refused = await control.spendWork(1);
          if (refused) {
            lastWritten = chunkLast;
            yield chunk + trailer(refused);
            return;
          }
        }
        const item = itemOf(row);
        chunk += `${JSON.stringify(control.item(item))}\n`;
        written++;
        chunkLast = item.id;
      }
      if (chunk) yield chunk;
      lastWritten = chunkLast;
      if (rows.length < size) return;
      after = chunkLast;
    }
  } catch (e) {
    yield trailer(control.problemOf(e));
  }
}

/** The streamed answer of an export route. */
export function exportStream<Row>(spec: ExportSpec<Row>): StreamBody {
  return new StreamBody(NDJSON, (control) => lines(spec, control));
}
