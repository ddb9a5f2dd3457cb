// Values for one parameter or body field, built from its JSON schema in the OpenAPI description: plausible ones (so
// that a request gets past validation into the use case and the database) and hostile ones (one field at a time).
import fc from 'fast-check';
import {
  edgeNumber,
  hostileJson,
  hostileNumber,
  hostileText,
  numberSpelling,
  withControlCharacter,
} from './hostile-values.ts';

/** The parts of JSON Schema that the zod schemas of the routes produce. */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};

/**
 * The plausible values of a field of this name that its schema cannot tell (ids and hashes in the test database, the
 * options of a select), or undefined: then they are made from the schema.
 */
export type KnownValues = (name: string) => fc.Arbitrary<unknown> | undefined;

const branches = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf;

/** A digit field: zod's number-or-digit-string union, or a plain number. */
function isNumeric(schema: JsonSchema): boolean {
  if (schema.enum) return false;
  if (schema.type === 'number' || schema.type === 'integer') return true;
  return branches(schema)?.some((branch) => branch.type === 'number' && !branch.enum) ?? false;
}

const polishText = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'abcdeąćęłńóśźż ABC-0123,.'), minLength, maxLength });

export function validValue(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  const value = (schema.enum ? undefined : known(name)) ?? plausible(schema, name, known);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: value }, fc.constant(null)) : value;
}

function plausible(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (isNumeric(schema)) {
    const small = fc.integer({ min: Math.max(schema.minimum ?? 0, 0), max: 300 });
    return fc.oneof(small, small.map(String));
  }
  const options = branches(schema);
  if (options) return fc.oneof(...options.map((option) => validValue(option, name, known)));
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (/e-?mail|login/i.test(name)) return fc.emailAddress();
      return polishText(
        schema.minLength ?? 0,
        Math.min(schema.maxLength ?? 40, (schema.minLength ?? 0) + 40),
      );
    case 'boolean':
      return fc.boolean();
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, child]) => [key, validValue(child, key, known)]),
        ),
        { requiredKeys: schema.required ?? [] },
      );
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return fc.array(validValue(schema.items ?? {}, name, known), { minLength, maxLength });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A value that is wrong in one or two places: a field, an item, a missing key, or the whole value. */
export function hostileValue(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  if (isNumeric(schema))
    return fc.oneof(edgeNumber(), numberSpelling(), edgeNumber().map(String), hostileNumber(), hostileJson());
  if (schema.type === 'object' && schema.properties) return hostileObject(schema, known);
  if (schema.type === 'array') return hostileArray(schema, name, known);
  if (schema.type === 'string')
    return fc.oneof(
      { weight: 2, arbitrary: withControlCharacter(plausible(schema, name, known) as fc.Arbitrary<string>) },
      { weight: 2, arbitrary: hostileText() },
      { weight: 1, arbitrary: hostileJson() },
    );
  const options = branches(schema);
  if (options) return fc.oneof(...options.map((option) => hostileValue(option, name, known)), hostileJson());
  return hostileJson();
}

function hostileObject(schema: JsonSchema, known: KnownValues) {
  const properties = Object.entries(schema.properties ?? {});
  const valid = validValue(schema, '', known) as fc.Arbitrary<Record<string, unknown>>;
  const brokenField = fc.oneof(
    ...properties.map(([key, child]) =>
      hostileValue(child, key, known).map((value) => [key, value] as const),
    ),
  );
  return fc
    .oneof(
      { weight: 6, arbitrary: fc.tuple(valid, fc.array(brokenField, { minLength: 1, maxLength: 2 })) },
      { weight: 1, arbitrary: fc.tuple(valid, fc.constant([])) },
      { weight: 1, arbitrary: hostileJson().map((value) => [{}, [['', value] as const]] as const) },
      { weight: 1, arbitrary: hostileJson().map((value) => [value, []] as const) },
    )
    .map(([base, fields]) => {
      if (typeof base !== 'object' || base === null || Array.isArray(base)) return base;
      const broken: Record<string, unknown> = { ...base };
      // No field broken: a required one goes missing instead.
      if (fields.length === 0) delete broken[schema.required?.[0] ?? ''];
      for (const [key, value] of fields) broken[key] = value;
      return broken;
    });
}

function hostileArray(schema: JsonSchema, name: string, known: KnownValues) {
  const item = schema.items ?? {};
  const valid = validValue(schema, name, known) as fc.Arbitrary<unknown[]>;
  const tooMany = fc.array(validValue(item, name, known), {
    minLength: (schema.maxItems ?? 100) + 1,
    maxLength: (schema.maxItems ?? 100) + 2,
  });
  const oneBroken = fc.tuple(valid, hostileValue(item, name, known), fc.nat()).map(([items, broken, at]) => {
    const copy = [...items];
    copy[items.length === 0 ? 0 : at % items.length] = broken;
    return copy;
  });
  return fc.oneof({ weight: 4, arbitrary: oneBroken }, tooMany, hostileJson());
}
