import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "node_modules/**", ".data/**", ".build/**", "client/schema.d.ts", "e2e/output/**", "test-results/**", "public/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    // Handlers get their crew by construction (ctx.crew) and no database handle: crew data is read
    // through query modules that take the CrewScope (see docs/architecture.md).
    files: ["lib/**/endpoints.ts", "lib/**/endpoint.ts", "lib/**/*-handlers.ts"],
    ignores: ["lib/discovery/endpoints.ts", "lib/http/endpoint.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@/lib/db/client", message: "Handlers have no database handle: read through a query module that takes ctx.crew." },
            { name: "@/lib/root/app", message: "Handlers have no app handle: read through a query module that takes ctx.crew." },
            { name: "@/lib/crew/scope", importNames: ["scopeDb", "scopeStore", "scopeApp"], message: "Only query modules open the crew scope." },
            { name: "@/lib/db/schema", message: "Handlers do not query tables: move the query into a query module that takes ctx.crew." },
          ],
        },
      ],
    },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ["tests/**", "e2e/**", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
];

export default config;
