/** Small pieces the webhooks page's sections share: a problem box and a time. */
import { utc } from "./admin-api";

export { ProblemBox } from "../../_portal/problem-box";

export function When({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{utc(iso)}</time> : <>—</>;
}
