/**
 * Checks a value against a definition of the vendored MCP 2026-07-28 JSON Schema (./README.md),
 * with Ajv's draft 2020-12 dialect, the one the schema declares.
 */
import fs from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";

const schema = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "2026-07-28.schema.json"), "utf8"));
const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
addFormats(ajv);
ajv.addSchema(schema, "mcp-2026-07-28");

/** The problems of `value` against `$defs/<definition>`, empty when it fits. */
export function schemaErrors(definition: string, value: unknown): string[] {
  const validate = ajv.getSchema(`mcp-2026-07-28#/$defs/${definition}`);
  if (!validate) throw new Error(`No $defs/${definition} in the MCP 2026-07-28 schema`);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""} ${JSON.stringify(e.params)}`);
}

/** A validator of a JSON Schema (a tool's inputSchema or outputSchema) as draft 2020-12; throws when the schema is not one. */
export function validatorOf(jsonSchema: object) {
  const tools = new Ajv2020({ strict: false, allErrors: true });
  addFormats(tools);
  return tools.compile(jsonSchema);
}
