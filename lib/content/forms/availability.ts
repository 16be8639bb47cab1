/**
 * Form availability (the `availability` of GET /v1/forms), derived from the form, never stored. The
 * first rule that holds wins, so a form reads the state a visitor would meet:
 *   draft     the organiser has not published it (never listed by the API);
 *   empty     published without a single question: nothing to answer;
 *   closed    at or after closes_at;
 *   scheduled before opens_at;
 *   full      responses reached max_responses;
 *   open      otherwise.
 * A missing opens_at means open from publication; a missing closes_at, never closing.
 */
export type FormAvailability = "draft" | "empty" | "closed" | "scheduled" | "full" | "open";

export interface FormState {
  draft: boolean;
  questionCount: number;
  opensAt: Date | null;
  closesAt: Date | null;
  maxResponses: number | null;
  responses: number;
}

export function formAvailability(f: FormState, now: Date): FormAvailability {
  const t = now.getTime();
  if (f.draft) return "draft";
  if (f.questionCount === 0) return "empty";
  if (f.closesAt && t >= f.closesAt.getTime()) return "closed";
  if (f.opensAt && t < f.opensAt.getTime()) return "scheduled";
  if (f.maxResponses !== null && f.responses >= f.maxResponses) return "full";
  return "open";
}
