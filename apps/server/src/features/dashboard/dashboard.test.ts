import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendationItem } from '@oola/domain';
import { mediaFiles, users } from '../../db/schema/index.js';
import { multipartBody, testImage } from '../../test/images.js';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let PNG: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  PNG = await testImage(640, 480);
});
afterAll(async () => t.close());

async function upload(
  auth: Record<string, string>,
  fields: Record<string, string>,
  file?: Parameters<typeof multipartBody>[1],
) {
  const { payload, contentType } = multipartBody(fields, file);
  return call<{ pictureFileName: string; pictureUrl: string; message: string }>(t, {
    method: 'POST',
    url: '/api/Customer/UploadProfilePicture',
    headers: { ...auth, 'content-type': contentType },
    payload,
  });
}

const pictureOf = async (id: number) =>
  (await t.database.db.select({ file: users.pictureFileName }).from(users).where(eq(users.id, id)))[0]?.file;

describe('POST /api/Customer/UploadProfilePicture', () => {
  it('stores an image recognised by its content, re-encoded, answers 201 and serves it under /media/profile', async () => {
    const member = await newMember(t);
    const first = await upload(
      member.auth,
      { userId: String(member.id) },
      { name: 'me.bin', type: 'application/octet-stream', bytes: PNG },
    );
    expect(first.status).toBe(201);
    expect(first.body.pictureFileName).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(await pictureOf(member.id)).toBe(first.body.pictureFileName);
    const served = await t.app.inject({ method: 'GET', url: first.body.pictureUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(PNG)).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });

    const second = await upload(
      member.auth,
      { userid: String(member.id) },
      { name: 'me.png', type: 'image/png', bytes: await testImage(300, 300, 'jpeg', 20) },
    );
    expect(second.status).toBe(201);
    expect(second.body.pictureFileName).not.toBe(first.body.pictureFileName);
    // The replaced picture is gone from the store.
    const stored = await t.database.db.select({ key: mediaFiles.key }).from(mediaFiles);
    expect(stored.map((row) => row.key)).toContain(`profile/${second.body.pictureFileName}`);
    expect(stored.map((row) => row.key)).not.toContain(`profile/${first.body.pictureFileName}`);
  });

  it('answers 400 for a non-image (whatever its name), a file over 3 MB or no file, and keeps the old picture', async () => {
    const member = await newMember(t, { pictureFileName: 'old.png' });
    const fake = await upload(
      member.auth,
      { userId: String(member.id) },
      { name: 'cat.png', type: 'image/png', bytes: Buffer.from('<svg onload=alert(1)>') },
    );
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('Please choose a PNG, JPEG, GIF or WebP image.');
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const tooBig = await upload(
      member.auth,
      { userId: String(member.id) },
      { name: 'big.png', type: 'image/png', bytes: big },
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe('The file image exceeds the maximum allowed size (3 MB).');
    expect((await upload(member.auth, { userId: String(member.id) })).status).toBe(400);
    expect(
      (await upload(member.auth, { userId: 'abc' }, { name: 'a.png', type: 'image/png', bytes: PNG })).status,
    ).toBe(400);
    const outOfRange = await upload(
      member.auth,
      { userId: '2147483648' },
      { name: 'a.png', type: 'image/png', bytes: PNG },
    );
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.message).toBe('userId must be a whole number between 1 and 2147483647');
    expect(await pictureOf(member.id)).toBe('old.png');
  });

  it("answers 403 for another member's id and 401 without a token", async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const file = { name: 'a.png', type: 'image/png', bytes: PNG };
    expect((await upload(member.auth, { userId: String(other.id) }, file)).status).toBe(403);
    expect((await upload({}, { userId: String(member.id) }, file)).status).toBe(401);
    expect(await pictureOf(other.id)).toBeNull();
  });
});

describe('My Recommendations', () => {
  it('GET Dashboard/GetOolaProducts/2 lists products; another type is a 400; 401 without a token', async () => {
    const member = await newMember(t);
    const { status, body } = await call<RecommendationItem[]>(t, {
      method: 'GET',
      url: '/api/Dashboard/GetOolaProducts/2',
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(3);
    expect(body[0]).toMatchObject({ title: 'Total Rebalancing System', urlProduct: '/TRS', purchased: false });
    expect(
      (await call(t, { method: 'GET', url: '/api/Dashboard/GetOolaProducts/1', headers: member.auth })).status,
    ).toBe(400);
    expect((await call(t, { method: 'GET', url: '/api/Dashboard/GetOolaProducts/2' })).status).toBe(401);
  });
});
