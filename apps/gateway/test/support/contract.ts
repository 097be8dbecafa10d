// Checks every answer a test receives against the contract: the operation is found from the
// method and URL, the status must be one the operation documents, and the JSON body must match
// that status's schema (OpenAPI 3.1 = JSON Schema 2020-12, checked with Ajv).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

import { indexOperations, loadContract } from '../../src/http/openapi';

const doc = loadContract();
const operations = [...indexOperations(doc).values()].map((operation) => ({
  ...operation,
  pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  literalLength: operation.path.replace(/\{[^}]+\}/g, '').length,
}));

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(doc as object, 'contract');

const compiled = new Map<string, ValidateFunction>();

function pointer(...parts: string[]): string {
  return parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

export function findOperation(method: string, url: string) {
  const path = url.split('?')[0] ?? url;
  return operations
    .filter((operation) => operation.method === method.toUpperCase() && operation.pattern.test(path))
    .sort((a, b) => b.literalLength - a.literalLength)[0];
}

/** Throws (failing the test) when the answer is not one the contract describes. */
export function assertMatchesContract(
  method: string,
  url: string,
  status: number,
  body: unknown,
  contentType: string,
): void {
  const operation = findOperation(method, url);
  if (!operation) throw new Error(`contract: no operation for ${method} ${url}`);
  const responses = (
    doc.paths[operation.path]?.[operation.method.toLowerCase()] as {
      responses: Record<string, ResponseObject>;
    }
  ).responses;
  const key = String(status) in responses ? String(status) : 'default' in responses ? 'default' : undefined;
  if (!key) {
    throw new Error(
      `contract: ${operation.operationId} does not document status ${status} (body ${JSON.stringify(body)})`,
    );
  }
  let response = responses[key] as ResponseObject;
  let base = pointer('paths', operation.path, operation.method.toLowerCase(), 'responses', key);
  if (response.$ref) {
    const name = response.$ref.replace('#/components/responses/', '');
    response = (doc.components as { responses: Record<string, ResponseObject> }).responses[
      name
    ] as ResponseObject;
    base = pointer('components', 'responses', name);
  }
  if (!contentType.includes('application/json')) {
    if (response.content && !Object.keys(response.content).some((type) => contentType.startsWith(type))) {
      throw new Error(`contract: ${operation.operationId} ${status} answered ${contentType}`);
    }
    return;
  }
  if (!response.content?.['application/json']?.schema) return;
  const ref = `contract#/${base}/${pointer('content', 'application/json', 'schema')}`;
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  if (!validate(body)) {
    throw new Error(
      `contract: ${operation.operationId} ${status} body does not match: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}
