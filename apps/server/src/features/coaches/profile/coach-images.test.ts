import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CoachOwnProfile } from '@oola/domain';
import { mediaFiles, users } from '../../../db/schema/index.js';
import { multipartBody, testImage } from '../../../test/images.js';
import { newMember, newActiveCoach, type Identity } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { importLegacyPictures } from '../../media/legacy-import.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const newCoach = () => newActiveCoach(t);
type Uploaded = { message: string; fileName: string; url: string };

async function upload(
  kind: 'UploadProfilePicture' | 'UploadCoverImage',
  coach: Identity | null,
  fields: object,
  file?: { name: string; bytes: Buffer },
) {
  const { payload, contentType } = multipartBody(
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
    file && { name: file.name, type: 'image/png', bytes: file.bytes },
  );
  return call<Uploaded>(t, {
    method: 'POST',
    url: `/api/Coach/${kind}`,
    headers: { ...(coach?.auth ?? {}), 'content-type': contentType },
    payload,
  });
}

describe('POST Coach/UploadCoverImage and Coach/UploadProfilePicture', () => {
  it('re-encodes a PNG cover to 1440 x 500 WebP and a JPEG picture to 400 x 400, served with long caching', async () => {
    const coach = await newCoach();
    const png = await testImage(2000, 900, 'png');
    const cover = await upload('UploadCoverImage', coach, { userId: coach.id }, { name: 'cover.png', bytes: png });
    expect(cover.status).toBe(201);
    expect(cover.body).toMatchObject({
      message: 'Image uploaded correctly',
      url: `/media/cover/${cover.body.fileName}`,
    });
    const served = await t.app.inject({ method: 'GET', url: cover.body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(served.rawPayload.equals(png)).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1440, height: 500 });

    const jpeg = await testImage(800, 1200, 'jpeg');
    const picture = await upload('UploadProfilePicture', coach, { userId: coach.id }, { name: 'me.jpg', bytes: jpeg });
    expect(picture.status).toBe(201);
    const pictureBytes = (await t.app.inject({ method: 'GET', url: picture.body.url })).rawPayload;
    expect(pictureBytes.equals(jpeg)).toBe(false);
    expect(await sharp(pictureBytes).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });

    const profile = await call<CoachOwnProfile>(t, {
      method: 'GET',
      url: `/api/Coach/GetMyProfile/${coach.id}`,
      headers: coach.auth,
    });
    expect(profile.body).toMatchObject({ coverUrl: cover.body.url, pictureUrl: picture.body.url });
  });

  it('removes the replaced cover, keeps an image another account still shows, and drops EXIF metadata', async () => {
    const first = await newCoach();
    const second = await newCoach();
    const shared = await testImage(1500, 600, 'png', 10);
    const a = await upload('UploadCoverImage', first, { userId: first.id }, { name: 'a.png', bytes: shared });
    const b = await upload('UploadCoverImage', second, { userId: second.id }, { name: 'b.png', bytes: shared });
    expect(a.body.fileName).toBe(b.body.fileName);
    const withExif = await sharp(await testImage(1500, 600, 'png', 90))
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
    const replaced = await upload('UploadCoverImage', first, { userId: first.id }, { name: 'c.jpg', bytes: withExif });
    expect(replaced.status).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: a.body.url })).statusCode).toBe(200); // second still shows it
    const bytes = (await t.app.inject({ method: 'GET', url: replaced.body.url })).rawPayload;
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    await upload(
      'UploadCoverImage',
      second,
      { userId: second.id },
      { name: 'd.png', bytes: await testImage(1500, 600) },
    );
    expect((await t.app.inject({ method: 'GET', url: a.body.url })).statusCode).toBe(404);
  });

  it('refuses a text file named .png, a file over 3 MB (with the spec message) and no file, with 400', async () => {
    const coach = await newCoach();
    const text = await upload(
      'UploadCoverImage',
      coach,
      { userId: coach.id },
      { name: 'cat.png', bytes: Buffer.from('just text, not an image') },
    );
    expect(text).toMatchObject({ status: 400, body: { message: 'Please choose a PNG, JPEG, GIF or WebP image.' } });
    const broken = Buffer.concat([(await testImage(100, 100)).subarray(0, 40), Buffer.alloc(200, 7)]);
    expect(
      (await upload('UploadProfilePicture', coach, { userId: coach.id }, { name: 'b.png', bytes: broken })).status,
    ).toBe(400);
    const big = Buffer.concat([
      await testImage(10, 10),
      Buffer.alloc(3 * 1024 * 1024 + 1 - (await testImage(10, 10)).length),
    ]);
    expect(big.length).toBe(3 * 1024 * 1024 + 1);
    const tooBig = await upload('UploadCoverImage', coach, { userId: coach.id }, { name: 'big.png', bytes: big });
    expect(tooBig).toMatchObject({
      status: 400,
      body: { message: 'The file image exceeds the maximum allowed size (3 MB).' },
    });
    expect((await upload('UploadCoverImage', coach, { userId: coach.id })).status).toBe(400);
    expect(
      (await upload('UploadCoverImage', coach, { userId: 'me' }, { name: 'a.png', bytes: await testImage(10, 10) }))
        .status,
    ).toBe(400);
    const profile = await call<CoachOwnProfile>(t, {
      method: 'GET',
      url: `/api/Coach/GetMyProfile/${coach.id}`,
      headers: coach.auth,
    });
    expect(profile.body).toMatchObject({ coverUrl: null, pictureUrl: null });
  });

  it("answers 403 for another coach's id or a member, 401 without a token", async () => {
    const coach = await newCoach();
    const member = await newMember(t);
    const file = { name: 'a.png', bytes: await testImage(50, 50) };
    expect((await upload('UploadCoverImage', await newCoach(), { userId: coach.id }, file)).status).toBe(403);
    expect((await upload('UploadProfilePicture', member, { userId: member.id }, file)).status).toBe(403);
    expect((await upload('UploadProfilePicture', null, { userId: coach.id }, file)).status).toBe(401);
    expect((await upload('UploadCoverImage', null, { userId: coach.id }, file)).status).toBe(401);
  });
});

describe('GET /media/{folder}/{file}', () => {
  it('answers 404 for an unknown file and 400 for a name that is not ours', async () => {
    expect((await t.app.inject({ url: `/media/cover/${'0'.repeat(32)}.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/profile/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });
});

describe('importLegacyPictures', () => {
  it('moves pictures from DATA_DIR/uploads/profile into the store, re-encoded, and leaves missing files alone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-legacy-'));
    try {
      fs.mkdirSync(path.join(dataDir, 'uploads', 'profile'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'uploads', 'profile', 'old-1.png'), await testImage(300, 200));
      const kept = await newMember(t, { pictureFileName: 'old-1.png' });
      const missing = await newMember(t, { pictureFileName: 'gone.png' });
      const warnings: object[] = [];
      expect(await importLegacyPictures(t.database.db, dataDir, { warn: (entry) => warnings.push(entry) })).toBe(1);
      const pictureOf = async (id: number) =>
        (await t.database.db.select({ file: users.pictureFileName }).from(users).where(eq(users.id, id)))[0]!.file!;
      const moved = await pictureOf(kept.id);
      expect(moved).toMatch(/^[0-9a-f]{32}\.webp$/);
      const [row] = await t.database.db
        .select()
        .from(mediaFiles)
        .where(eq(mediaFiles.key, `profile/${moved}`));
      expect(await sharp(row!.bytes).metadata()).toMatchObject({ width: 400, height: 400 });
      expect(await pictureOf(missing.id)).toBe('gone.png');
      expect(warnings).toEqual([expect.objectContaining({ userId: missing.id })]);
      expect(await importLegacyPictures(t.database.db, dataDir, { warn: () => {} })).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
