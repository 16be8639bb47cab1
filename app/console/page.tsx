import type { Metadata } from "next";
import Link from "next/link";
import { endpoints } from "@/lib/registry/registry";
import { Console } from "./console";

export const metadata: Metadata = { title: "Key console", description: "See a key, its budgets and its last calls." };

export default function ConsolePage() {
  return (
    <div className="page">
      <div className="prose">
      <h1>Key console</h1>
      <p>
        Paste a secret key to see its crew and scopes, how much of its budgets it has spent, its last hour and day charted against its limits, its errors grouped by code and route, and its last calls (each can be copied as a curl command). Nothing leaves your browser except calls to this API; the key is kept in this tab only until you close it. Budgets are explained in the{" "}
        <Link href="/docs/rate-limits">rate limits guide</Link>.
      </p>
      <Console routeTemplates={endpoints.map((e) => `${e.method} ${e.path}`)} />
      </div>
    </div>
  );
}
