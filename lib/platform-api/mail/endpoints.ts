/** The platform API's view of the mail the service sends (`/api/platform/v1/emails`). */
import { z } from "zod";
import type { Endpoint } from "@/lib/http/endpoint";
import { definePlatformEndpoint } from "@/lib/http/endpoint";
import { q } from "@/lib/http/query";
import { sandboxMailbox } from "./mailbox-query";

const DEFAULT_LIMIT = 50;

const SandboxEmail = z
  .object({
    id: z.uuid(),
    to: z.string().describe("The recipient's address."),
    subject: z.string(),
    text: z.string().describe("The plain-text body."),
    html: z.string().nullable().describe("The HTML body, when the mail has one."),
    sent_at: z.iso.datetime(),
  })
  .meta({ id: "SandboxEmail" });

export const listEmails = definePlatformEndpoint({
  id: "list_emails",
  method: "GET",
  path: "/platform/v1/emails",
  tag: "Mail",
  summary: "Sandbox mailbox",
  description:
    "Mail the service sent (owner notices, sign-in links, order and newsletter mails), newest first. Only the sandbox mailbox is listed: when SMTP_URL is set, mail is queued and goes out over SMTP, and the list is empty.",
  envelope: "small-list",
  paginated: false,
  query: z.object({
    to: z.string().trim().min(1, "Must be an address.").max(320, "At most 320 characters.").optional().describe("Only mail to this address (compared without case)."),
    limit: q.int(1, 100).optional().describe(`Mails to return, 1 to 100 (default ${DEFAULT_LIMIT}).`),
  }),
  response: z.object({ data: z.array(SandboxEmail) }),
  handler: async ({ platform, query }) => ({ data: await sandboxMailbox(platform, { to: query.to, limit: query.limit ?? DEFAULT_LIMIT }) }),
});

/** Every route of this domain, for the platform API's list (lib/platform-api/endpoints.ts). */
export const mailEndpoints: Endpoint[] = [listEmails];
