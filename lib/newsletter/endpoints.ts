/** POST /v1/newsletter-signup and POST /v1/newsletter-unsubscribe: a page's newsletter, double opt-in. */
import { visitorLimitText } from "@/lib/limits/visitor-limit-text";
import { ALLOWANCES } from "@/lib/limits/plans";
import { defineEndpoint, type Endpoint } from "@/lib/http/endpoint";
import { NewsletterAnswer, NewsletterBody } from "./schemas";
import { signUp, unsubscribe } from "./subscribe";
import { perVisitor } from "@/lib/limits/route-limits";

const TAG = "Newsletter";

const OWNER = "`owner` is `{ type, id }`: an artist, promoter or venue page the crew manages. Any other page (another crew's, an unknown id) answers **404 not_found**, the same for all. An invalid body answers **422** validation_error with `errors`.";

const limits = (extra: string) =>
  [
    `**Limits.** ${visitorLimitText(ALLOWANCES.newsletterPerVisitorPerMinute, "requests")} on this route; on top of the key's write allowance. Over a limit: 429 \`rate_limited\` with \`Retry-After\`.${extra}`,
    "",
    "**Idempotency.** Takes an `Idempotency-Key` (1 to 255 visible ASCII characters): the same key with the same body within 24 hours answers the first answer again without doing anything; another body with that key is 422 `idempotency_mismatch`; a retry while the first still runs is 409 `conflict`.",
  ].join("\n");

const IDEMPOTENCY_HEADER = [{ name: "Idempotency-Key", description: "1 to 255 visible ASCII characters; makes retries safe for 24 hours." }];

export const newsletterSignupEndpoint = defineEndpoint({
  id: "newsletter_signup",
  method: "POST",
  path: "/v1/newsletter-signup",
  tag: TAG,
  summary: "Sign an address up to a page's newsletter",
  description: [
    "Double opt-in: answers **202** `{ status: \"accepted\" }` and mails the address a confirmation link; the subscription counts once the link is opened (it works for 7 days). The answer is the same whatever the address's state, so it tells nobody whether an address is subscribed:",
    "",
    "- new, waiting for confirmation, or unsubscribed earlier: a new confirmation mail (an earlier link stops working);",
    "- already confirmed: nothing is sent.",
    "",
    `Addresses compare without case. \`first_name\` and \`locale\` (default: the request's locale) are kept with the subscription. ${OWNER}`,
    "",
    limits(
      ` An address gets at most ${ALLOWANCES.newsletterMailsPerAddressPerDay} confirmation mails a day, over every page: further sign-ups that day still answer 202 and change nothing (silently, so the route cannot be used to flood an inbox).`,
    ),
  ].join("\n"),
  scopes: ["write:newsletter"],
  publishable: false,
  cache: "no-store",
  limits: [perVisitor("nlsignup", ALLOWANCES.newsletterPerVisitorPerMinute)],
  envelope: "single",
  body: NewsletterBody,
  response: NewsletterAnswer,
  status: 202,
  idempotent: true,
  errors: ["not_found", "idempotency_mismatch", "conflict", "rate_limited"],
  headers: IDEMPOTENCY_HEADER,
  handler: ({ crew, body, now, baseUrl, locale }) => signUp(crew, body, { now, baseUrl, locale }),
});

export const newsletterUnsubscribeEndpoint = defineEndpoint({
  id: "newsletter_unsubscribe",
  method: "POST",
  path: "/v1/newsletter-unsubscribe",
  tag: TAG,
  summary: "Remove an address from a page's newsletter",
  description: [
    "Answers **202** `{ status: \"accepted\" }` whatever the address's state: a confirmed or waiting subscription is marked unsubscribed (a confirmation link already sent stops working); an unknown address changes nothing. A later sign-up starts again with a new confirmation. `first_name` and `locale` are accepted and ignored.",
    "",
    OWNER,
    "",
    limits(""),
  ].join("\n"),
  scopes: ["write:newsletter"],
  publishable: false,
  cache: "no-store",
  limits: [perVisitor("nlunsub", ALLOWANCES.newsletterPerVisitorPerMinute)],
  envelope: "single",
  body: NewsletterBody,
  response: NewsletterAnswer,
  status: 202,
  idempotent: true,
  errors: ["not_found", "idempotency_mismatch", "conflict", "rate_limited"],
  headers: IDEMPOTENCY_HEADER,
  handler: ({ crew, body, now }) => unsubscribe(crew, body, now),
});

export const newsletterEndpoints: Endpoint[] = [newsletterSignupEndpoint, newsletterUnsubscribeEndpoint];
