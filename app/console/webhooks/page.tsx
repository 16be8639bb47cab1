import type { Metadata } from "next";
import Link from "next/link";
import { WEBHOOK_EVENTS } from "@/lib/webhook-delivery/events";
import { config } from "@/lib/config/config";
import { eventChoices } from "@/lib/webhooks/registry";
import { demoAdminTokens } from "../../_portal/demo";
import { Webhooks } from "./webhooks";

export const metadata: Metadata = { title: "Webhooks", description: "Set up your crew's webhooks, see their deliveries and send them again." };

export default function WebhooksPage() {
  return (
    <div className="page">
      <div className="prose webhooks-console">
        <h1>Webhooks</h1>
        <p>
          Paste a crew member&apos;s admin token to manage your crew&apos;s webhooks: add one, choose its events, send a test, rotate its signing secret, turn it off and on, and see each call with its answer. The token is an admin credential, stronger than an API key: keep it to yourself. It is kept in this tab only until you close it, and sent only to this server&apos;s crew admin API. How calls are signed and retried is told in the{" "}
          <Link href="/docs/webhooks">webhooks guide</Link>.
        </p>
        <Webhooks sandboxServer={config().sandbox} demoTokens={demoAdminTokens()} eventChoices={eventChoices(WEBHOOK_EVENTS)} />
      </div>
    </div>
  );
}
