import { brotliDecompressSync } from 'node:zlib';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { operationIdFor } from './openapi.js';

interface Schema {
  $ref?: string;
  type?: string;
  properties?: unknown;
  items?: Schema;
  allOf?: Schema[];
}
type Content = { content?: Record<string, { schema?: Schema }> };
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: Content;
  responses: Record<string, Content>;
}
type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  document = t.app.swagger() as unknown as Document;
});
afterAll(async () => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document at /api/docs', () => {
  it("passes redocly's recommended rules; the only warning allowed is no 4xx on a call that takes no input", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const inputless = (pointer: string) => {
      const [, path, method] = /^#\/paths\/([^/]+)\/([^/]+)\/responses$/.exec(pointer) ?? [];
      const operation = path && method ? document.paths[path.replaceAll('~1', '/')]?.[method] : undefined;
      return Boolean(operation && !operation.parameters?.length && !operation.requestBody);
    };
    const unexpected = problems
      .filter((problem) => !(problem.ruleId === 'operation-4xx-response' && inputless(problem.location[0]!.pointer!)))
      .map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(unexpected).toEqual([]);
  });

  it('names every operation uniquely and declares its security (an empty list for a public call)', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(70);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.filter(({ operation }) => !Array.isArray(operation.security))).toEqual([]);
    expect(document.servers?.length).toBeGreaterThan(0);
  });

  it('declares no security on a call that answers without a token', async () => {
    const publicCalls = operations().filter(({ operation }) => operation.security?.length === 0);
    expect(publicCalls.length).toBeGreaterThan(10);
    const refused = [];
    for (const { path, method } of publicCalls) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url, payload: {} });
      if (response.statusCode === 401) refused.push(`${method.toUpperCase()} ${path}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('error answers derived from what each route declares', () => {
  const errorStatuses = (operationId: string) => {
    const found = operations().find(({ operation }) => operation.operationId === operationId);
    return Object.keys(found!.operation.responses).filter((status) => Number(status) >= 400);
  };

  it('lists 401 on every call that needs a token and 400 on every call that takes input', () => {
    const all = operations();
    const missing401 = all.filter(({ operation }) => operation.security?.length && !operation.responses['401']);
    const missing400 = all.filter(
      ({ operation }) => (operation.parameters?.length || operation.requestBody) && !operation.responses['400'],
    );
    expect(missing401.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    expect(missing400.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it("still lists each call's own error answers, as before they were derived", () => {
    expect(errorStatuses('goalsPartialSaveGoals')).toEqual(['400', '401', '403', '404', '409']);
    expect(errorStatuses('goalsGetUserGoals')).toEqual(['400', '401', '403', '404', '409']);
    expect(errorStatuses('login')).toEqual(['400', '401', '429']);
    expect(errorStatuses('enrollmentSignUp')).toEqual(['400', '409', '429']);
    expect(errorStatuses('logout')).toEqual(['401']);
    expect(errorStatuses('coachPurchaseSession')).toEqual(['400', '401', '402', '403', '404', '409', '503']);
    expect(errorStatuses('accountEmail')).toEqual(['400', '401', '409', '429']);
  });
});

describe('named schemas', () => {
  const bodiesOf = (operation: Operation) =>
    [operation.requestBody, ...Object.values(operation.responses)].flatMap((body) =>
      Object.values(body?.content ?? {}).flatMap(({ schema }) => (schema ? [schema] : [])),
    );

  it('names every request and answer body that has fields (or the items of a list): a client gets type names', () => {
    const unnamed = operations().flatMap(({ path, method, operation }) =>
      bodiesOf(operation)
        .map((schema) => schema.items ?? schema.allOf?.[0] ?? schema)
        .filter((schema) => !schema.$ref && (schema.type === 'object' || schema.properties))
        .map(() => `${method} ${path}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('calls them by the names given in the domain package, a request by its own name', () => {
    const names = Object.keys(document.components.schemas);
    expect(names).toEqual(
      expect.arrayContaining(['LoginRequest', 'Session', 'UserGoalsResponse', 'SavedGoal', 'ErrorResponse']),
    );
    expect(names.filter((name) => name.endsWith('Input'))).toEqual([]);
    const login = operations().find(({ operation }) => operation.operationId === 'login')!.operation;
    expect(login.requestBody?.content?.['application/json']?.schema?.$ref).toBe('#/components/schemas/LoginRequest');
  });
});

describe('the document as served', () => {
  it('is compressed when the caller accepts it, and only the document: an API answer stays as it was', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const call = await t.app.inject({
      method: 'GET',
      url: '/api/FreeAssessment/GetQuestions/1',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(call.statusCode).toBe(200);
    expect(call.rawPayload.length).toBeGreaterThan(1024);
    expect(call.headers['content-encoding']).toBeUndefined();
  });
});

describe('operationIdFor', () => {
  it('reads like the call: path words in camel case, parameters as By…, the method only where paths are shared', () => {
    expect(operationIdFor('PUT', '/api/Goals/SetOolaOne/:goalId', 1)).toBe('goalsSetOolaOneByGoalId');
    expect(operationIdFor('GET', '/api/customer/GetCurrentUserStep/:userId', 1)).toBe(
      'customerGetCurrentUserStepByUserId',
    );
    expect(operationIdFor('DELETE', '/api/Goals/:goalId', 2)).toBe('deleteGoalsByGoalId');
    expect(operationIdFor('GET', '/api/support-chat/x_y', 1)).toBe('supportChatXY');
  });
});
