import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPgliteTemplate } from '../test/test-app.js';
import { pglitePool } from './pglite-pool.js';

describe('node-postgres over the embedded PGlite', () => {
  let client: PGlite;
  let pool: ReturnType<typeof pglitePool>;

  beforeAll(async () => {
    client = await PGlite.create({ loadDataDir: await loadPgliteTemplate() });
    pool = pglitePool(client);
    await pool.query('create table notes (id int primary key, body text not null)');
  });

  afterAll(async () => {
    await pool.end();
    await client.close();
  });

  it('answers an HTTP request that arrives while a long chain of queries runs, before the chain ends', async () => {
    // PGlite answers in-process: had each answer come back without a turn of the event loop, a job's chain of
    // queries (an erasure, an export) kept the server from reading any socket until the chain was done.
    const server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const QUERIES = 500;
    let done = 0;
    const doneWhenAnswered = fetch(`http://127.0.0.1:${port}/`)
      .then((response) => response.text())
      .then(() => done);
    for (let query = 0; query < QUERIES; query++) {
      await pool.query('select 1');
      done += 1;
    }
    expect(await doneWhenAnswered).toBeLessThan(QUERIES);
    server.close();
  });

  it('runs named prepared statements again with new values', async () => {
    await pool.query("insert into notes values (1, 'one'), (2, 'two')");
    const byId = (id: number) =>
      pool.query({ name: 'note_by_id', text: 'select body from notes where id = $1', values: [id] });
    expect((await byId(1)).rows).toEqual([{ body: 'one' }]);
    expect((await byId(2)).rows).toEqual([{ body: 'two' }]);
  });

  it('answers a database error and keeps serving the next query', async () => {
    await expect(pool.query("insert into notes values (1, 'again')")).rejects.toThrow(/duplicate key/);
    expect((await pool.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('keeps serving named prepared statements after a failed query replaced the connection', async () => {
    const byId = (id: number) =>
      pool.query({ name: 'note_body', text: 'select body from notes where id = $1', values: [id] });
    expect((await byId(1)).rows).toEqual([{ body: 'one' }]);
    // pool.query releases its client with the error, so the pool opens a new one on the same session.
    await expect(pool.query('select 1 / 0')).rejects.toThrow(/division by zero/);
    expect((await byId(2)).rows).toEqual([{ body: 'two' }]);
  });

  it('starts a replacement connection outside any transaction the last one left open', async () => {
    const connection = await pool.connect();
    await connection.query('begin');
    await connection.query("insert into notes values (9, 'uncommitted')");
    connection.release(new Error('dropped mid-transaction'));
    expect((await pool.query('select count(*)::int as n from notes where id = 9')).rows).toEqual([{ n: 0 }]);
    await pool.query("insert into notes values (9, 'committed')");
    expect((await pool.query('select body from notes where id = 9')).rows).toEqual([{ body: 'committed' }]);
    await pool.query('delete from notes where id = 9');
  });

  it('rolls back a failed transaction', async () => {
    const connection = await pool.connect();
    try {
      await connection.query('begin');
      await connection.query("insert into notes values (3, 'three')");
      await expect(connection.query('select 1 / 0')).rejects.toThrow(/division by zero/);
      await connection.query('rollback');
    } finally {
      connection.release();
    }
    expect((await pool.query('select id from notes where id = 3')).rows).toEqual([]);
  });

  it('reads an answer larger than one protocol buffer, whole and in order', async () => {
    const { rows } = await pool.query<{ n: number; pad: string }>(
      "select n, repeat('x', 500) as pad from generate_series(1, 2000) as n",
    );
    expect(rows).toHaveLength(2000);
    expect(rows.map((row) => row.n)).toEqual(Array.from({ length: 2000 }, (_, index) => index + 1));
    expect(rows.every((row) => row.pad.length === 500)).toBe(true);
  });

  it('serves queries issued at once in the order they were sent', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => pool.query('select $1::int as n', [index])),
    );
    expect(answers.map((answer) => answer.rows[0].n)).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });
});
