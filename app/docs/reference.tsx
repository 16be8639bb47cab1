"use client";
/**
 * The API reference: Scalar's standalone bundle served by this app (public/vendor/scalar), reading
 * GET /v1/openapi.json. No CDN, no fonts, no telemetry, no AI agent, no proxy: try-it calls this
 * server directly, so the reference works offline.
 */
import { useEffect, useRef, useState } from "react";

declare global {
  interface Window {
    Scalar?: { createApiReference: (el: Element | string, config: Record<string, unknown>) => { destroy?: () => void } };
  }
}

const SCRIPT = "/vendor/scalar/standalone.js";

function loadScalar(): Promise<void> {
  if (window.Scalar) return Promise.resolve();
  return new Promise((resolve, reject) => {
    let s = document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
    if (!s) {
      s = document.createElement("script");
      s.src = SCRIPT;
      s.async = true;
      document.head.appendChild(s);
    }
    s.addEventListener("load", () => resolve(), { once: true });
    s.addEventListener("error", () => reject(new Error("The reference bundle did not load.")), { once: true });
  });
}

export function Reference({ demoKey }: { demoKey: string | null }) {
  const mount = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let app: { destroy?: () => void } | undefined;
    let cancelled = false;
    loadScalar()
      .then(() => {
        if (cancelled || !mount.current || !window.Scalar) return;
        app = window.Scalar.createApiReference(mount.current, {
          url: "/api/v1/openapi.json",
          withDefaultFonts: false,
          telemetry: false,
          agent: { disabled: true },
          proxyUrl: "",
          hideClientButton: true,
          showDeveloperTools: "never",
          darkMode: false,
          hideDarkModeToggle: true,
          persistAuth: false,
          documentDownloadType: "json",
          metaData: { title: "API reference · Events Partner API" },
          authentication: demoKey ? { preferredSecurityScheme: "bearerAuth", securitySchemes: { bearerAuth: { token: demoKey } } } : { preferredSecurityScheme: "bearerAuth" },
        });
      })
      .catch((e: Error) => setFailed(e.message));
    return () => {
      cancelled = true;
      app?.destroy?.();
    };
  }, [demoKey]);
  return (
    <>
      {failed ? (
        <div className="reference-fallback" role="alert">
          <p>
            {failed} Read the <a href="/api/v1/openapi.json">OpenAPI document</a> directly, or run <code>npm install</code> to restore the bundle.
          </p>
        </div>
      ) : null}
      <div ref={mount} className="reference-page" aria-label="API reference" />
    </>
  );
}
