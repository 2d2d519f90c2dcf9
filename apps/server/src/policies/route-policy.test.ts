import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRoutePolicy } from './route-policy.js';
import { PUBLIC } from './route-ability.js';

function appWithPolicy() {
  const app = Fastify();
  app.decorate('authenticate', async () => {});
  registerRoutePolicy(app);
  return app;
}

describe('the route policy', () => {
  it('refuses to register a route that states no ability, so the app cannot start with one', async () => {
    const app = appWithPolicy();
    const registering = app.register(async (feature) => {
      feature.get('/api/Forgotten', async () => ({ ok: true }));
    });
    await expect(registering).rejects.toThrow('GET /api/Forgotten states no ability');
  });

  it('registers a route that states its ability, public ones explicitly', async () => {
    const app = appWithPolicy();
    app.get('/api/Open', { config: { ability: PUBLIC } }, async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/Open' })).statusCode).toBe(200);
    await app.close();
  });
});
