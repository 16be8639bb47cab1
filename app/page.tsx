import Link from "next/link";
import { headers } from "next/headers";
import { config } from "@/lib/config/config";
import { demoAdminTokens, demoKeys, showDemoKeys } from "./_portal/demo";
import { GUIDES } from "./_portal/guide-list";

// The quick start names this server and, locally, the demo keys: decided per request.
export const dynamic = "force-dynamic";

const OFFERS = [
  { title: "Your catalogue", text: "Roster artists, promoters and venues at the full tier; foreign acts and venues inside events at the public tier." },
  { title: "Events and tickets", text: "Published events with line-ups, festival days, timetables, ticket tiers, live availability and fees." },
  { title: "Content", text: "News, partners, press kits and forms, ready for your website." },
  { title: "A few writes", text: "Booking requests for your roster, key rotation, and more to come, with idempotency keys." },
  { title: "More channels", text: "An MCP server for AI assistants, signed webhooks, iCalendar feeds and schema.org JSON-LD." },
  { title: "Built for caching", text: "Every read carries an ETag; cached answers and 304s cost no work." },
];

async function baseUrl(): Promise<string> {
  const configured = config().publicUrl;
  if (configured) return configured;
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000";
  const proto = h.get("x-forwarded-proto") ?? (host.startsWith("localhost") || host.startsWith("127.") ? "http" : "https");
  return `${proto}://${host}`;
}

export default async function Home() {
  const base = await baseUrl();
  const keys = demoKeys();
  const adminTokens = demoAdminTokens();
  const secret = keys.find((k) => k.type === "secret");
  const publishable = keys.find((k) => k.type === "publishable");
  const key = secret?.token ?? "<YOUR_SECRET_KEY>";
  return (
    <div className="page">
      <section className="hero" aria-labelledby="title">
        <h1 id="title">Events Partner API</h1>
        <p className="lead">Read your crew&apos;s artists, promoters, venues, events, tickets and content from your server or your website, with one key and one set of rules.</p>
        <div className="actions">
          <Link className="button" href="/docs">
            Open the API reference
          </Link>
          <Link className="button secondary" href="/docs/authentication">
            Read the guides
          </Link>
          <Link className="button secondary" href="/console">
            Check a key
          </Link>
        </div>
      </section>

      <section aria-labelledby="offers">
        <h2 id="offers">What the API offers</h2>
        <ul className="cards">
          {OFFERS.map((o) => (
            <li className="card" key={o.title}>
              <h3>{o.title}</h3>
              <p>{o.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="prose" aria-labelledby="quick-start">
        <h2 id="quick-start">Quick start</h2>
        {keys.length > 0 ? (
          <div className="note" role="note">
            <p>
              <strong>This is a local server with the demo world loaded.</strong> These keys belong to its demo crews; they are shown only outside production.
            </p>
            <div className="table-wrap" tabIndex={0} role="region" aria-label="Demo keys">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Crew</th>
                    <th scope="col">Key</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Token</th>
                  </tr>
                </thead>
                <tbody>
                  {keys.map((k) => (
                    <tr key={k.token}>
                      <td>{k.crew}</td>
                      <td>{k.name}</td>
                      <td>
                        {k.type}
                        {k.websites.length > 0 ? ` (websites: ${k.websites.join(", ")})` : ""}
                      </td>
                      <td>
                        <code data-demo-key={k.type}>{k.token}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {adminTokens.length > 0 ? (
              <p>
                Crew admin tokens, for the <Link href="/console/webhooks">webhooks page</Link>:{" "}
                {adminTokens.map((t) => (
                  <span key={t.token}>
                    <code data-demo-key="admin">{t.token}</code> ({t.crew}, {t.role}){" "}
                  </span>
                ))}
              </p>
            ) : null}
          </div>
        ) : showDemoKeys() ? null : (
          <p>Create a key in the crew admin (Studio and Roster plans, Manage API permission). Keep secret keys on your server.</p>
        )}
        <ol>
          <li>
            <p>Check your key: who it belongs to and what it may do.</p>
            <pre tabIndex={0}>
              <code>{`curl -H "Authorization: Bearer ${key}" \\\n  ${base}/api/v1/me`}</code>
            </pre>
          </li>
          <li>
            <p>List your crew&apos;s upcoming events, ten at a time.</p>
            <pre tabIndex={0}>
              <code>{`curl -H "Authorization: Bearer ${key}" \\\n  "${base}/api/v1/events?limit=10"`}</code>
            </pre>
          </li>
          <li>
            <p>Follow <code>pagination.next_cursor</code> for the next page, and send the <code>ETag</code> back as <code>If-None-Match</code> to get free 304s.</p>
          </li>
          {publishable ? (
            <li>
              <p>
                In a browser on one of its websites, use the publishable key: <code>{publishable.token}</code>.
              </p>
            </li>
          ) : null}
        </ol>
        <p>
          Try every route from the <Link href="/docs">API reference</Link>, or generate a client from the <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>.
        </p>
      </section>

      <section className="prose" aria-labelledby="guides">
        <h2 id="guides">Guides</h2>
        <ul>
          {GUIDES.map((g) => (
            <li key={g.slug}>
              <Link href={`/docs/${g.slug}`}>{g.title}</Link>: {g.summary}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
