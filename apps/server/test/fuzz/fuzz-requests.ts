// Requests built from the OpenAPI description: each operation's path, query and body parameters get values from
// their schemas, mostly plausible with one or two hostile parts, sent by a visitor, a user, a company or an admin.

import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { freshIp } from '../users.ts';
import { type Actor, type FuzzWorld, Known, PagePath } from './fuzz-world.ts';
import { hostileJson, malformedBody, malformedUrlText, RawNumber, RawUrlText } from './hostile-values.ts';
import { hostileValue, type JsonSchema, validValue } from './schema-values.ts';

type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema: JsonSchema };
type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
};

/** Every method of every path of the description. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

type Body = { json: unknown } | { contentType: string; text: string };
export type Plan = {
  actor: Actor;
  values: Record<string, unknown>;
  body: Body | undefined;
  /** False for a request whose every part is plausible. */
  hostile: boolean;
};

/** One part of a request: a parameter ('path:id', 'query:page') or the body. */
type Part = {
  key: string;
  name: string;
  schema: JsonSchema;
  required: boolean;
  location: 'path' | 'query' | 'body';
};

function partsOf(operation: Operation): Part[] {
  const parameters = operation.parameters.map(
    (parameter): Part => ({
      key: `${parameter.in}:${parameter.name}`,
      name: parameter.name,
      schema: parameter.schema,
      required: parameter.in === 'path' || parameter.required === true,
      location: parameter.in === 'path' ? 'path' : 'query',
    }),
  );
  if (!operation.body) return parameters;
  return [...parameters, { key: 'body', name: '', schema: operation.body, required: true, location: 'body' }];
}

// Mostly with rights, so that protected routes get past the 401 and 403 to their validation and use case; an admin
// may act on any ad.
const actor = fc.oneof(
  { weight: 3, arbitrary: fc.constant('admin' as const) },
  { weight: 2, arbitrary: fc.constantFrom('user' as const, 'company' as const) },
  { weight: 2, arbitrary: fc.constantFrom('visitor' as const, 'forged' as const) },
);

/** A query parameter the operation does not declare, which must be ignored whatever it holds. */
const undeclaredQuery = fc
  .tuple(fc.constantFrom('__proto__', 'constructor', 'x', 'page', 'id', 'a[b]', ''), hostileJson())
  .map(([name, value]) => [`query:${name}`, value] as const);

/** Requests for one operation: every part plausible, then none, one or two parts made hostile. */
export function planArbitrary(operation: Operation, world: FuzzWorld): fc.Arbitrary<Plan> {
  const parts = partsOf(operation);
  const valid = fc.record(
    Object.fromEntries(
      parts.map((part) => {
        const value = validValue(part.schema, part.name, world.known[part.location]);
        // Optional parameters are left out half of the time.
        return [part.key, part.required ? value : fc.option(value, { nil: undefined, freq: 2 })];
      }),
    ),
  );
  const brokenParts = parts.map((part) => {
    const hostile = hostileValue(part.schema, part.name, world.known[part.location]);
    const value =
      part.location === 'body' ? hostile : fc.oneof({ weight: 9, arbitrary: hostile }, malformedUrlText());
    return value.map((broken) => [part.key, broken] as const);
  });
  const broken = fc.oneof(
    { weight: 1, arbitrary: fc.constant([]) },
    {
      weight: 5,
      arbitrary: fc.array(fc.oneof(undeclaredQuery, ...brokenParts), { minLength: 1, maxLength: 2 }),
    },
  );
  // Now and then a body that is not JSON, or a body where none is expected.
  const odd = operation.body
    ? malformedBody()
    : fc.oneof(
        malformedBody(),
        hostileJson().map((json) => ({ json })),
      );
  const oddBody = fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: odd });
  return fc.record({ actor, valid, broken, oddBody }).map(({ actor, valid, broken, oddBody }) => {
    const values: Record<string, unknown> = { ...valid, ...Object.fromEntries(broken) };
    const body = oddBody ?? (operation.body ? { json: values.body } : undefined);
    delete values.body;
    return { actor, values, body, hostile: broken.length > 0 || oddBody !== undefined };
  });
}

const isPlainObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Known values filled in; raw texts and numbers kept as they are for the URL and the JSON writer. */
function resolve(value: unknown, world: FuzzWorld): unknown {
  if (value instanceof Known) return world.valueOf(value);
  if (Array.isArray(value)) return value.map((item) => resolve(item, world));
  if (!isPlainObject(value)) return value;
  // Own keys such as __proto__ stay data, as JSON.parse made them.
  const resolved: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(resolved, key, { value: resolve(item, world), enumerable: true, writable: true });
  }
  return resolved;
}

const rawJson = (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON;

function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, item) => (item instanceof RawNumber ? rawJson(item.text) : item));
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (value instanceof RawNumber) return value.text;
  if (value === null || typeof value !== 'object') return String(value);
  return toJson(value);
}

const loneSurrogateBytes = (code: number) =>
  [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');

/** Percent-encodes like encodeURIComponent, lone surrogates included (as the bytes a lenient encoder writes). */
function encode(text: string, keep = ''): string {
  let encoded = '';
  for (const char of text) {
    if (keep.includes(char)) encoded += char;
    else if (/^[\ud800-\udfff]$/.test(char)) encoded += loneSurrogateBytes(char.charCodeAt(0));
    else encoded += encodeURIComponent(char);
  }
  return encoded;
}

function pathValue(value: unknown, world: FuzzWorld): string {
  if (value instanceof RawUrlText) return value.text;
  if (value instanceof PagePath)
    return encode(value.template.replace('#', toText(resolve(value.number, world))), '/');
  return encode(toText(resolve(value, world)));
}

function toInjectOptions(operation: Operation, plan: Plan, world: FuzzWorld): InjectOptions {
  const query: string[] = [];
  let path = operation.path;
  for (const [key, value] of Object.entries(plan.values)) {
    if (value === undefined) continue;
    const [location, name = ''] = key.split(':');
    if (location === 'path') path = path.replace(`{${name}}`, pathValue(value, world));
    else if (value !== null) {
      const resolved = resolve(value, world);
      // An array in a query string is the same key repeated.
      for (const item of Array.isArray(resolved) ? resolved : [resolved])
        query.push(`${encode(name)}=${item instanceof RawUrlText ? item.text : encode(toText(item))}`);
    }
  }
  const url = query.length > 0 ? `${path}?${query.join('&')}` : path;
  const headers: Record<string, string> = { ...world.headers(plan.actor) };
  let payload: string | undefined;
  if (plan.body && 'json' in plan.body) {
    headers['content-type'] = 'application/json';
    payload = toJson(resolve(plan.body.json, world));
  } else if (plan.body) {
    headers['content-type'] = plan.body.contentType;
    payload = plan.body.text;
  }
  return {
    method: operation.method as InjectOptions['method'],
    url,
    headers,
    payload,
    remoteAddress: freshIp(),
  };
}

export async function send(app: FastifyInstance, operation: Operation, plan: Plan, world: FuzzWorld) {
  const options = toInjectOptions(operation, plan, world);
  const response = await app.inject(options);
  return { options, response };
}
