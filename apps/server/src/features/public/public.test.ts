import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../http/error-handler.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { publicRoutes } from './routes.js';

interface Card {
  id: number;
  title: string;
  imageUrl: string;
  productTypeId: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/Home/GetOolaProducts/{type}', () => {
  it('answers services and courses for 1 (LEARN MORE) and products for 2 (SHOP NOW), without a token', async () => {
    const services = await call<Card[]>(t, { method: 'GET', url: '/api/home/getoolaproducts/1' });
    const products = await call<Card[]>(t, { method: 'GET', url: '/api/Home/GetOolaProducts/2' });
    expect(services.status).toBe(200);
    expect(products.status).toBe(200);
    expect(services.body.length).toBeGreaterThanOrEqual(3);
    expect(services.body.every((card) => card.productTypeId === 1)).toBe(true);
    expect(products.body.every((card) => card.productTypeId !== 1)).toBe(true);
    expect(products.body.map((card) => card.title)).toContain('Total Rebalancing System');
    expect(services.body[0]!.imageUrl).toContain('{imageBase}');
  });

  it('answers 400 for an unknown or non-numeric type', async () => {
    for (const type of ['0', '3', 'abc']) {
      const { status, body } = await call<{ message: string }>(t, {
        method: 'GET',
        url: `/api/Home/GetOolaProducts/${type}`,
      });
      expect(status).toBe(400);
      expect(body.message).toBeTruthy();
    }
  });
});

describe('GET /api/home/GetFrequentQuestions', () => {
  it('answers the FAQ, one answer carrying the compensation plan placeholder', async () => {
    const { status, body } = await call<{ id: number; question: string; answer: string }[]>(t, {
      method: 'GET',
      url: '/api/home/GetFrequentQuestions',
    });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(8);
    expect(new Set(body.map((item) => item.id)).size).toBe(body.length);
    expect(body.some((item) => item.answer.includes('{compensationPlan}'))).toBe(true);
    expect(body.find((item) => item.id === 2)?.answer).toContain('$47 per month');
  });
});

describe('GET /api/home/GetHomeTestimonials/{option}', () => {
  it('answers the testimonials of each option', async () => {
    for (const option of [1, 2, 3, 4]) {
      const { status, body } = await call<{ name: string; text: string; location: string; photoUrl: string }[]>(t, {
        method: 'GET',
        url: `/api/home/GetHomeTestimonials/${option}`,
      });
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThanOrEqual(2);
      expect(body[0]).toMatchObject({ name: expect.any(String), location: expect.any(String) });
      expect(body[0]!.photoUrl).toMatch(/^\/media\/images\//);
    }
  });

  it('answers 400 for an option outside 1-4', async () => {
    expect((await call(t, { method: 'GET', url: '/api/home/GetHomeTestimonials/9' })).status).toBe(400);
    expect((await call(t, { method: 'GET', url: '/api/home/GetHomeTestimonials/x' })).status).toBe(400);
  });
});

describe('rate limit', () => {
  it('answers 429 once an address exceeds the limit', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(publicRoutes, { prefix: '/api', db: t.database.db, rateLimitMax: 2 });
    // An address of its own: the other tests' calls are counted in the same database.
    const remoteAddress = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await app.inject({ method: 'GET', url: '/api/home/GetFrequentQuestions', remoteAddress })).statusCode,
      );
    }
    await app.close();
    expect(statuses).toEqual([200, 200, 429]);
  });
});
