import type { Metadata } from "next";
import { demoKeys } from "../_portal/demo";
import { Reference } from "./reference";

export const metadata: Metadata = { title: "API reference" };
// Locally, try-it starts with the demo world's secret key.
export const dynamic = "force-dynamic";

export default function ReferencePage() {
  const demo = demoKeys().find((k) => k.type === "secret")?.token ?? null;
  return (
    <>
      <h1 className="visually-hidden">API reference</h1>
      <noscript>
        <p>
          The interactive reference needs JavaScript. The same content is in the <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>.
        </p>
      </noscript>
      <Reference demoKey={demo} />
    </>
  );
}
