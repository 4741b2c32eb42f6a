// OpenAI's documented rules for Structured Outputs with `strict: true` ("Supported schemas" in the
// Structured Outputs guide): the root is an object (not anyOf), every object lists all its properties in
// `required` and sets `additionalProperties: false`, every schema has a type (or is anyOf/$ref), only the
// supported keywords appear (no `default`, `minLength`, `uniqueItems`, `allOf`...), at most 10 levels of
// object nesting, 5000 object properties, 1000 enum values, 120,000 characters of names and enum values,
// and a string enum over 250 values stays under 15,000 characters. The fake OpenAI server refuses a
// request that breaks one with the API's message and error shape; the unit tests check the product's
// schemas with it.

export type StrictViolation = { context: string[]; message: string };

export const STRICT_LIMITS = {
  maxDepth: 10,
  maxProperties: 5000,
  maxEnumValues: 1000,
  maxTotalStringLength: 120_000,
  largeEnumThreshold: 250,
  maxLargeEnumStringLength: 15_000,
} as const;

const TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);
const GENERIC = new Set([
  "type",
  "description",
  "title",
  "enum",
  "const",
  "anyOf",
  "$ref",
  "$defs",
  "definitions",
]);
const BY_TYPE: Record<string, Set<string>> = {
  string: new Set(["pattern", "format"]),
  number: new Set(["multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum"]),
  integer: new Set(["multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum"]),
  array: new Set(["items", "minItems", "maxItems"]),
  object: new Set(["properties", "required", "additionalProperties"]),
};
const FORMATS = new Set([
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "uuid",
]);
const NAME = /^[a-zA-Z0-9_-]{1,64}$/;

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);

/** The Python-tuple form OpenAI prints contexts in: (), ('properties',), ('properties', 'a'). */
export function contextString(context: string[]): string {
  if (context.length === 0) return "()";
  const items = context.map((c) => `'${c}'`);
  return context.length === 1 ? `(${items[0]},)` : `(${items.join(", ")})`;
}

/** Every rule the schema breaks (empty when OpenAI's strict mode accepts it). */
export function strictSchemaViolations(schema: unknown): StrictViolation[] {
  const out: StrictViolation[] = [];
  const totals = { properties: 0, enumValues: 0, stringLength: 0 };
  const fail = (context: string[], message: string) => out.push({ context, message });

  const visit = (node: unknown, context: string[], depth: number, isRoot: boolean) => {
    if (!isNode(node)) return fail(context, "schema must be a JSON object.");
    const types = (Array.isArray(node.type) ? node.type : [node.type]).filter((t) => t !== undefined);
    if (types.length === 0 && !("anyOf" in node) && !("$ref" in node))
      return fail(context, "schema must have a 'type' key.");
    for (const t of types)
      if (typeof t !== "string" || !TYPES.has(t)) fail(context, `'${String(t)}' is not a supported type.`);

    const allowed = new Set(GENERIC);
    if (isRoot) allowed.add("$schema");
    for (const t of types) for (const k of BY_TYPE[t as string] ?? []) allowed.add(k);
    for (const key of Object.keys(node)) if (!allowed.has(key)) fail(context, `'${key}' is not permitted.`);
    if (typeof node.format === "string" && !FORMATS.has(node.format))
      fail(context, `format '${node.format}' is not supported.`);

    if (Array.isArray(node.enum)) {
      totals.enumValues += node.enum.length;
      const strings = node.enum.filter((v): v is string => typeof v === "string");
      const length = strings.reduce((n, s) => n + s.length, 0);
      totals.stringLength += length;
      if (
        strings.length > STRICT_LIMITS.largeEnumThreshold &&
        length > STRICT_LIMITS.maxLargeEnumStringLength
      )
        fail(
          context,
          `enum with more than ${STRICT_LIMITS.largeEnumThreshold} string values exceeds ${STRICT_LIMITS.maxLargeEnumStringLength} characters.`,
        );
    }
    if (typeof node.const === "string") totals.stringLength += node.const.length;

    for (const defsKey of ["$defs", "definitions"] as const) {
      const defs = node[defsKey];
      if (defs === undefined) continue;
      if (!isNode(defs)) {
        fail([...context, defsKey], "definitions must be an object.");
        continue;
      }
      for (const [name, def] of Object.entries(defs)) {
        totals.stringLength += name.length;
        visit(def, [...context, defsKey, name], depth, false);
      }
    }

    if (node.anyOf !== undefined) {
      if (isRoot) fail(context, "root schema must be an object and must not be 'anyOf'.");
      if (!Array.isArray(node.anyOf) || node.anyOf.length === 0)
        fail(context, "'anyOf' must be a non-empty array.");
      else node.anyOf.forEach((s, i) => visit(s, [...context, "anyOf", String(i)], depth, false));
    }

    if (types.includes("object")) {
      const level = depth + 1;
      if (level > STRICT_LIMITS.maxDepth)
        fail(context, `nesting depth exceeds the limit of ${STRICT_LIMITS.maxDepth} levels.`);
      if (node.additionalProperties !== false)
        fail(context, "'additionalProperties' is required to be supplied and to be false.");
      const properties = isNode(node.properties) ? node.properties : {};
      const keys = Object.keys(properties);
      totals.properties += keys.length;
      const required = Array.isArray(node.required) ? node.required : null;
      const missing = keys.filter((k) => !required?.includes(k));
      if (!required || missing.length > 0)
        fail(
          context,
          `'required' is required to be supplied and to be an array including every key in properties.${missing.length ? ` Missing '${missing[0]}'.` : ""}`,
        );
      for (const [key, value] of Object.entries(properties)) {
        totals.stringLength += key.length;
        visit(value, [...context, "properties", key], level, false);
      }
    } else if (isRoot) {
      fail(context, "root schema must be an object and must not be 'anyOf'.");
    }
    if (types.includes("array")) {
      if (node.items === undefined) fail(context, "array schema must have 'items'.");
      else visit(node.items, [...context, "items"], depth, false);
    }
  };

  visit(schema, [], 0, true);
  if (totals.properties > STRICT_LIMITS.maxProperties)
    fail(
      [],
      `the schema has ${totals.properties} object properties, over the limit of ${STRICT_LIMITS.maxProperties}.`,
    );
  if (totals.enumValues > STRICT_LIMITS.maxEnumValues)
    fail(
      [],
      `the schema has ${totals.enumValues} enum values, over the limit of ${STRICT_LIMITS.maxEnumValues}.`,
    );
  if (totals.stringLength > STRICT_LIMITS.maxTotalStringLength)
    fail(
      [],
      `the total string length of names and enum values exceeds ${STRICT_LIMITS.maxTotalStringLength}.`,
    );
  return out;
}

/** OpenAI's message for the first violation of a named response format, or null when it is accepted. */
export function strictSchemaError(name: unknown, schema: unknown): string | null {
  if (typeof name !== "string" || !NAME.test(name))
    return "Invalid 'response_format.json_schema.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.";
  const [first] = strictSchemaViolations(schema);
  return first
    ? `Invalid schema for response_format '${name}': In context=${contextString(first.context)}, ${first.message}`
    : null;
}
