// Requests built from the contract's own schemas: for each operation, a fast-check arbitrary of
// valid requests (path, query and JSON body that the contract's request schemas accept, checked
// with Ajv) and of invalid ones (one mutation that the schemas reject: a required field dropped,
// a field of the wrong type, an unknown field, a body that is not an object, a path or query
// value outside its pattern). Known values (the signed-in customer's number, account, ids) are
// offered as hints so valid requests also reach the gateway's business rules.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';

import { indexOperations, loadContract, type OperationInfo } from '../../src/http/openapi';

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

export interface FuzzOperation extends OperationInfo {
  parameters: Parameter[];
  body: Schema | null;
  bodyRequired: boolean;
}

export interface FuzzRequest {
  url: string;
  body?: unknown;
  /** What was broken (invalid requests only). */
  mutation?: string;
  /** A forged credential in place of the real one (invalid requests only). */
  forged?: { subscriptionKey?: string; token?: string };
}

export const contract = loadContract();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract as object, 'contract');

export function resolve<T>(node: T): T {
  let current = node as { $ref?: string };
  while (current && typeof current.$ref === 'string') {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], contract) as {
      $ref?: string;
    };
  }
  return current as T;
}

const compiled = new Map<Schema, ValidateFunction>();
export function accepts(schema: Schema, value: unknown): boolean {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile({ $ref: '#/$defs/it', $defs: { it: absolute(schema) } });
    compiled.set(schema, validate);
  }
  return validate(value);
}

/** Rewrites local $refs so a schema compiles outside the document. */
function absolute(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(absolute);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? `contract${value}` : absolute(value),
    ]),
  );
}

export function fuzzOperations(): FuzzOperation[] {
  return [...indexOperations(contract).values()].map((info) => {
    const raw = contract.paths[info.path]![info.method.toLowerCase()] as {
      parameters?: unknown[];
      requestBody?: unknown;
    };
    const item = contract.paths[info.path] as { parameters?: unknown[] };
    const parameters = [...(item.parameters ?? []), ...(raw.parameters ?? [])].map((p) =>
      resolve(p as Parameter),
    );
    const requestBody = raw.requestBody
      ? resolve(raw.requestBody as { required?: boolean; content?: Record<string, { schema?: Schema }> })
      : null;
    const body = requestBody?.content?.['application/json']?.schema ?? null;
    return { ...info, parameters, body, bodyRequired: requestBody?.required ?? false };
  });
}

const MAX_TEXT = 40;

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const min = Number(schema.minLength ?? 0);
  const max = Math.max(min, Math.min(Number(schema.maxLength ?? MAX_TEXT), MAX_TEXT));
  if (typeof schema.pattern === 'string') {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= min && s.length <= Number(schema.maxLength ?? Infinity));
  }
  switch (schema.format) {
    case 'date':
      return fc
        .date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= Number(schema.maxLength ?? Infinity));
    case undefined:
      return fc.string({ minLength: min, maxLength: max });
    default:
      // Random text would almost never pass the format, and the Ajv filter below would then
      // search forever: a format the contract starts using needs its own generator here.
      throw new Error(`contract-arbitraries: no generator for string format '${String(schema.format)}'`);
  }
}

/** Values the contract's schema accepts (filtered through Ajv, so never a wrong guess). */
export function valueOf(
  schemaIn: Schema,
  hints: Record<string, unknown[]>,
  name = '',
): fc.Arbitrary<unknown> {
  const schema = resolve(schemaIn);
  const own = generate(schema, hints);
  const hinted = (hints[name] ?? []).filter((value) => accepts(schema, value));
  const arbitrary = hinted.length ? fc.oneof(fc.constantFrom(...hinted), own) : own;
  return arbitrary.filter((value) => accepts(schema, value));
}

function generate(schema: Schema, hints: Record<string, unknown[]>): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map((s) => valueOf(s, hints)));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => valueOf(s, hints)));
  if (schema.allOf) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf.map((s) => resolve(s))) {
      Object.assign(merged.properties!, part.properties ?? {});
      merged.required!.push(...(part.required ?? []));
      if (part.type && part.type !== 'object') return valueOf(part, hints);
    }
    return generate(merged, hints);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  return fc.oneof(...types.map((type) => ofType(type, schema, hints)));
}

function ofType(type: string, schema: Schema, hints: Record<string, unknown[]>): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({
        min: Number(schema.minimum ?? -1_000),
        max: Number(schema.maximum ?? Number(schema.minimum ?? 0) + 100_000),
      });
    case 'number':
      return fc.double({
        min: Number(schema.minimum ?? -1_000),
        max: Number(schema.maximum ?? 1_000_000),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? valueOf(schema.items, hints) : fc.jsonValue(), {
        minLength: Number(schema.minItems ?? 0),
        maxLength: Math.min(Number(schema.maxItems ?? 3), 3),
      });
    default: {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) record[key] = valueOf(property, hints, key);
      return fc.record(record, { requiredKeys: [...required].filter((key) => key in properties) });
    }
  }
}

function urlOf(operation: FuzzOperation, values: Record<string, unknown>): string {
  let url = operation.path;
  const query: string[] = [];
  for (const p of operation.parameters) {
    const value = values[p.name];
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    else if (p.in === 'query' && value !== undefined)
      query.push(`${p.name}=${encodeURIComponent(String(value))}`);
  }
  return query.length ? `${url}?${query.join('&')}` : url;
}

function parametersOf(operation: FuzzOperation, hints: Record<string, unknown[]>) {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const p of operation.parameters.filter((q) => q.in !== 'header')) {
    record[p.name] = valueOf(p.schema, hints, p.name);
    if (p.in === 'path' || p.required) required.push(p.name);
  }
  return fc.record(record, { requiredKeys: required });
}

/**
 * Valid requests; `fixed` pins named values (path and query parameters, top-level body fields the
 * schema has) whatever was generated, e.g. another customer's account for the access-control suite.
 */
export function validRequest(
  operation: FuzzOperation,
  hints: Record<string, unknown[]>,
  fixed: Record<string, unknown> = {},
): fc.Arbitrary<FuzzRequest> {
  const body = operation.body ? valueOf(operation.body, hints) : fc.constant(undefined);
  const bodyFields = new Set(Object.keys(operation.body ? (resolve(operation.body).properties ?? {}) : {}));
  return fc.tuple(parametersOf(operation, hints), body).map(([values, payload]) => {
    const pinned = { ...(payload as Record<string, unknown> | undefined) };
    for (const [name, value] of Object.entries(fixed)) if (bodyFields.has(name)) pinned[name] = value;
    return {
      url: urlOf(operation, { ...values, ...fixed }),
      ...(payload === undefined ? {} : { body: bodyFields.size ? pinned : payload }),
    };
  });
}

/** Bodies that are no object at all. */
const NOT_AN_OBJECT = [12345, true, null, ['a'], 'text'];
/**
 * Field values no schema of ours coerces: the gateway's Ajv coerces scalars (12345 → "12345",
 * null → "") and one-item arrays, as query strings need, so those are not wrong for a string.
 */
const WRONG = [{ nested: 'object' }, ['a', 'b']];

/** A credential no one issued: printable text of a plausible length. */
const forgery = fc
  .string({ minLength: 1, maxLength: 60, unit: 'grapheme-ascii' })
  .filter((s) => s.trim() === s);

/**
 * One thing the contract rejects. Every operation needs the subscription key (and most a bearer
 * credential), so a forged one is always a possible mutation, also for operations without input.
 */
export function invalidRequest(
  operation: FuzzOperation,
  hints: Record<string, unknown[]>,
): fc.Arbitrary<FuzzRequest> {
  const base = fc.tuple(
    parametersOf(operation, hints),
    operation.body ? valueOf(operation.body, hints) : fc.constant(undefined),
  );
  const request = (values: Record<string, unknown>, body: unknown) => ({
    url: urlOf(operation, values),
    ...(body === undefined ? {} : { body }),
  });
  const mutations: fc.Arbitrary<FuzzRequest>[] = [
    fc.tuple(base, forgery).map(([[values, body], key]) => ({
      ...request(values, body),
      forged: { subscriptionKey: key },
      mutation: 'subscription key forged',
    })),
  ];
  if (operation.bearer !== 'none') {
    mutations.push(
      fc.tuple(base, forgery).map(([[values, body], token]) => ({
        ...request(values, body),
        forged: { token },
        mutation: 'bearer credential forged',
      })),
    );
  }
  const bodySchema = operation.body ? resolve(operation.body) : null;
  if (bodySchema && operation.body) {
    const schema = operation.body;
    const properties = Object.keys(bodySchema.properties ?? {});
    const required = bodySchema.required ?? [];
    mutations.push(
      fc
        .tuple(base, fc.constantFrom(...NOT_AN_OBJECT.filter((w) => !accepts(schema, w))))
        .map(([[values], wrong]) => ({
          url: urlOf(operation, values),
          body: wrong,
          mutation: 'body is not the object the contract describes',
        })),
    );
    if (required.length) {
      mutations.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([[values, body], key]) => {
          const copy = { ...(body as Record<string, unknown>) };
          delete copy[key];
          return { url: urlOf(operation, values), body: copy, mutation: `required ${key} missing` };
        }),
      );
    }
    if (properties.length) {
      mutations.push(
        fc
          .tuple(base, fc.constantFrom(...properties), fc.constantFrom(...WRONG))
          .map(([[values, body], key, wrong]) => ({
            url: urlOf(operation, values),
            body: { ...(body as Record<string, unknown>), [key]: wrong },
            mutation: `${key} of the wrong type`,
          })),
      );
    }
    if (bodySchema.additionalProperties === false) {
      mutations.push(
        base.map(([values, body]) => ({
          url: urlOf(operation, values),
          body: { ...(body as Record<string, unknown>), notInTheContract: 'x' },
          mutation: 'unknown field',
        })),
      );
    }
  }
  const constrained = operation.parameters.filter(
    (p) => p.in !== 'header' && !accepts(p.schema, 'not valid!'),
  );
  if (constrained.length) {
    mutations.push(
      fc
        .tuple(
          base,
          fc.constantFrom(...constrained),
          fc.constantFrom('not valid!', 'x'.repeat(300), '-1', '%00'),
        )
        .map(([[values, body], p, wrong]) => ({
          url: urlOf(operation, { ...values, [p.name]: wrong }),
          ...(body === undefined ? {} : { body }),
          mutation: `${p.in} ${p.name} outside its schema`,
        })),
    );
  }
  // Keep only requests the contract really rejects.
  return fc.oneof(...mutations).filter((request) => !isValid(operation, request));
}

function isValid(operation: FuzzOperation, request: FuzzRequest): boolean {
  if (request.forged) return false;
  const [path, query = ''] = request.url.split('?');
  const pattern = new RegExp(`^${operation.path.replace(/\{([^}]+)\}/g, '(?<$1>[^/]*)')}$`);
  const groups = pattern.exec(path ?? '')?.groups ?? {};
  const search = new URLSearchParams(query);
  for (const p of operation.parameters) {
    const raw = p.in === 'path' ? groups[p.name] : search.get(p.name);
    if (raw === undefined || raw === null) continue;
    // URLSearchParams has decoded the query already; a path value is still encoded.
    const text = p.in === 'path' ? decodeURIComponent(raw) : raw;
    const schema = resolve(p.schema);
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const value = types.includes('integer') || types.includes('number') ? Number(text) : text;
    if (!accepts(p.schema, value)) return false;
  }
  if (operation.body && request.body !== undefined && !accepts(operation.body, request.body)) return false;
  return true;
}
