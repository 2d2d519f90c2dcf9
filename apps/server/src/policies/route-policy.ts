import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { authorize } from './ability.js';
import { ownAccount } from './member.js';
import { addDerivedErrors } from './route-errors.js';
import { userIdOf, type RouteAbility } from './route-ability.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (policies/); every route of ours states one. */
    ability?: RouteAbility;
  }
}

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

const abilityOf = (request: FastifyRequest): RouteAbility => request.routeOptions.config.ability!;

/**
 * The one place routes are authorised. Every route registered after this hook must state its ability in
 * `config.ability`, or registration fails (the app does not start). For a signed-in ability the route gets,
 * before its own hooks, the token check (401) and the caller's facts (403) on request, and the user id the
 * request names before the handler, once the input is valid. The route's error answers are derived from
 * its ability and input here too (route-errors.ts), never written on the route.
 */
export function registerRoutePolicy(app: FastifyInstance): void {
  const onRequest: onRequestHookHandler = async (request) => {
    const ability = abilityOf(request);
    await app.authenticate(request);
    if (ability.actor) authorize(ability.actor(request.user));
  };
  const preHandler: preHandlerHookHandler = async (request) => {
    const { ownUserIn } = abilityOf(request);
    if (ownUserIn) authorize(ownAccount(request.user, userIdOf(request, ownUserIn)));
  };

  app.addHook('onRoute', (route) => {
    const ability = route.config?.ability;
    if (!ability) {
      throw new Error(`${route.method} ${route.url} states no ability: give it config.ability (policies/).`);
    }
    addDerivedErrors(route);
    if (!ability.signedIn) return;
    route.onRequest = [onRequest, ...asArray(route.onRequest)];
    if (ability.ownUserIn) route.preHandler = [preHandler, ...asArray(route.preHandler)];
  });
}
