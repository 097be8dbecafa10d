// The contract, read once: the specification object given to fastify-openapi-glue and an index
// of its operations (method, path, what credential each needs) that the server's hooks use.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parse } from 'yaml';

import { repoRoot } from '../config';

export const contractPath = resolve(repoRoot, 'openapi/gateway.yaml');

/** What credential an operation needs besides the subscription key (always required). */
export type BearerRule = 'required' | 'optional' | 'none';

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  bearer: BearerRule;
  tags: readonly string[];
  /** The HTTP statuses the contract documents for it ('200', '401', '403', 'default'…). */
  statuses: readonly string[];
}

type SecurityRequirement = Record<string, unknown>;
interface OperationObject {
  operationId?: string;
  security?: SecurityRequirement[];
  tags?: string[];
  responses?: Record<string, unknown>;
}
export interface OpenApiDocument {
  security?: SecurityRequirement[];
  paths: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export function loadContract(path = contractPath): OpenApiDocument {
  return parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}

function bearerRule(security: SecurityRequirement[]): BearerRule {
  if (security.length === 0) return 'none';
  const needs = security.map((requirement) => 'bearerAuth' in requirement);
  if (needs.every(Boolean)) return 'required';
  return needs.some(Boolean) ? 'optional' : 'none';
}

export function indexOperations(doc: OpenApiDocument): Map<string, OperationInfo> {
  const index = new Map<string, OperationInfo>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation?.operationId) continue;
      index.set(operation.operationId, {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        bearer: bearerRule(operation.security ?? doc.security ?? []),
        tags: operation.tags ?? [],
        statuses: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return index;
}

/**
 * The contract with only the operations this gateway serves: an operation without a handler and
 * the sandbox operations outside sandbox mode are left out, so they answer 404 like any unknown
 * route instead of existing half-made.
 */
export function servedContract(doc: OpenApiDocument, keep: (operationId: string, tags: string[]) => boolean) {
  const copy = structuredClone(doc);
  for (const [path, item] of Object.entries(copy.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (operation && !(operation.operationId && keep(operation.operationId, operation.tags ?? []))) {
        delete item[method];
      }
    }
    if (!METHODS.some((method) => method in item)) delete copy.paths[path];
  }
  return copy;
}
