import type { Metadata } from "next";
import { config } from "@/lib/config/config";
import { getApp } from "@/lib/root/app";
import { platformToken } from "@/lib/auth/platform-token";
import { Mailbox } from "./mailbox";

export const metadata: Metadata = { title: "Sandbox mailbox", description: "The mail a sandbox server would have sent: owner notices, newest first." };

export default async function MailboxPage() {
  const { sandbox, smtpUrl } = config();
  // The platform token reaches the browser only in sandbox mode, where it is a local, generated one.
  const token = sandbox ? await platformToken((await getApp()).database.db) : null;
  return (
    <div className="page">
      <div className="prose">
        <h1>Sandbox mailbox</h1>
        {!sandbox ? (
          <p className="note">
            This server is not in sandbox mode: mail goes out over SMTP to its recipients, and there is no mailbox to show here.
          </p>
        ) : (
          <>
            <p>
              The mail this sandbox server sent (owner notices such as a rotated key), newest first. It is read from{" "}
              <code>GET /api/platform/v1/emails</code> with this sandbox&apos;s platform token.
            </p>
            {smtpUrl ? (
              <p className="note">
                SMTP is configured (<code>SMTP_URL</code>): mail goes out over SMTP and is not kept, so the mailbox stays empty.
              </p>
            ) : null}
          </>
        )}
      </div>
      {sandbox && token ? <Mailbox token={token} /> : null}
    </div>
  );
}
