import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { ServerClock } from '../core/clock.js';
import { testConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { hashPassword } from '../identity/passwords.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The app's clock: `clock.advanceDays(n)` moves the server's time forward. */
  clock: ServerClock;
  /** The test's PostgreSQL database (TEST_DATABASE_URL runs), for server processes of its own; null on PGlite. */
  databaseUrl: string | null;
  close(): Promise<void>;
}

/** A value of the run's global setup; none outside Vitest (a bench script building a test app migrates its own). */
const injected = <K extends 'pgliteTemplateFile' | 'postgresTemplate'>(key: K) =>
  process.env.VITEST ? inject(key) : undefined;

/**
 * The migrated template of this run (test/database-template.ts), read once per worker: the dump an
 * in-memory PGlite starts from (`loadDataDir`) instead of running initdb. None on PostgreSQL runs.
 */
let pgliteTemplate: Promise<Blob> | undefined;
export function loadPgliteTemplate(): Promise<Blob> | undefined {
  const file = injected('pgliteTemplateFile');
  if (!file) return undefined;
  pgliteTemplate ??= fs.promises.readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/**
 * A fresh database for one test file, copied from the run's migrated template: in-memory PGlite, or
 * a new database on the PostgreSQL server of TEST_DATABASE_URL (CI runs the suite both ways).
 */
async function freshDatabase(): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({
      databaseUrl: null,
      dataDir: null,
      pgliteTemplate: await loadPgliteTemplate(),
    });
    return { database, url: null, drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = injected('postgresTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Routes of the test's own, registered before the app is ready (e.g. one that fails on purpose). */
  addRoutes?: (app: FastifyInstance) => void;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, url, drop } = await freshDatabase();
  // A no-op on the template's copy; a database without one (no global setup) is migrated here.
  await database.migrate();
  const clock = new ServerClock();
  const app = await buildApp({ config: testConfig(options.config), database, clock });
  options.addRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export const TEST_PASSWORD = 'correct-horse-9';
let passwordHash: Promise<string> | undefined;
let nextId = 50_000;

export type NewUser = Partial<typeof users.$inferInsert>;

/** A signed-in person of a test: their id, bearer token, headers, and calls made as them. */
export interface Identity {
  id: number;
  token: string;
  auth: { authorization: string };
  /** `call` with this person's token. */
  call<T = unknown>(options: InjectOptions): ReturnType<typeof call<T>>;
}

/**
 * Inserts a user (each call a new id, phone and email) and signs them in. Tests build people
 * through test/factories, which call this.
 */
export async function createUser(testApp: TestApp, fields: NewUser = {}): Promise<Identity> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const id = fields.id ?? nextId++;
  await testApp.database.db.insert(users).values({
    id,
    phone: `9${String(id).padStart(9, '0')}`,
    email: `member${id}@example.test`,
    firstName: 'Test',
    lastName: `Member${id}`,
    passwordHash: await passwordHash,
    stepId: 4,
    ...fields,
  });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/Login',
    payload: { userId: String(id), password: TEST_PASSWORD, loginType: 2 },
  });
  if (response.statusCode !== 200) throw new Error(`login failed for ${id}: ${response.body}`);
  const token = (response.json() as { token: string }).token;
  const auth = { authorization: `Bearer ${token}` };
  return {
    id,
    token,
    auth,
    call: (options) => call(testApp, { ...options, headers: { ...options.headers, ...auth } }),
  };
}

/** app.inject with a JSON answer typed for convenience. */
export async function call<T = unknown>(
  testApp: TestApp,
  options: InjectOptions,
): Promise<{ status: number; body: T; response: LightMyRequestResponse }> {
  const response = await testApp.app.inject(options);
  const body = response.body ? (JSON.parse(response.body) as T) : (undefined as T);
  return { status: response.statusCode, body, response };
}
