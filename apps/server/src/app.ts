import Fastify, { type FastifyInstance } from 'fastify';
import { HUB } from '@oola/domain';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type Config } from './config.js';
import type { Database } from './db/client.js';
import { registerRoutePolicy } from './policies/route-policy.js';
import { registerIdempotency } from './http/idempotency.js';
import { authenticatePlugin } from './http/authenticate.js';
import { registerCaseInsensitiveBodies } from './http/case-insensitive-body.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSpa } from './http/spa.js';
import { crawlerFileRoutes } from './http/crawler-files.js';
import { addressAllowList } from './core/address-allow-list.js';
import { createMetrics } from './metrics/metrics.js';
import { metricsRoutes } from './metrics/routes.js';
import { readyRoutes } from './features/health/ready-routes.js';
import { isWebAlias } from './features/ambassador/service.js';
import { achievementRoutes } from './features/achievements/routes.js';
import { timeZoneRoutes } from './features/timezone/routes.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { actionsCounterRoutes } from './features/tracker/counter/routes.js';
import { dashboardRoutes } from './features/dashboard/routes.js';
import { mediaRoutes } from './features/media/routes.js';
import { coachProfileRoutes } from './features/coaches/profile/routes.js';
import { silentTokenRoutes } from './features/dashboard/silent-token-routes.js';
import { registerRealtime } from './realtime/io.js';
import { authRoutes } from './features/auth/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { settingsRoutes } from './features/settings/routes.js';
import { registerWwwRedirect } from './http/www-redirect.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { freeTestRoutes } from './features/free-tests/routes.js';
import { coachDirectoryRoutes } from './features/coaches/directory/routes.js';
import { ambassadorRoutes } from './features/ambassador/routes.js';
import { enrolmentRoutes } from './features/enrolment/routes.js';
import { passwordResetRoutes } from './features/password-reset/routes.js';
import { accountRoutes } from './features/account/routes.js';
import { profileInfoRoutes } from './features/account/profile-info-routes.js';
import { emailVerificationRoutes } from './features/email-verification/routes.js';
import { assessmentRoutes } from './features/assessment/routes.js';
import { journeyRoutes } from './features/journey/routes.js';
import { courseAccessRoutes } from './features/learning/courses/course-access-routes.js';
import { coursesRoutes } from './features/learning/courses/routes.js';
import { certificationRoutes } from './features/learning/certification/routes.js';
import { quizRoutes } from './features/learning/quizzes/routes.js';
import { publicRoutes } from './features/public/routes.js';
import { goalsRoutes } from './features/goals/routes.js';
import { actionsRoutes } from './features/tracker/actions/routes.js';
import { moduleStepsRoutes } from './features/tracker/daily/module-steps-routes.js';
import { actionTrackerRoutes } from './features/tracker/daily/routes.js';
import { todoRoutes } from './features/todo/routes.js';
import { myGoalsRoutes } from './features/goals/my-goals/routes.js';
import { oolaScoresRoutes } from './features/oola-scores/routes.js';
import { supportChatRoutes } from './features/support-chat/routes.js';
import { moduleRoutes } from './features/learning/modules/routes.js';
import { learningAssessmentRoutes } from './features/learning/assessments/routes.js';
import { paymentsRoutes } from './features/payments/routes.js';
import { quickAnswerRoutes } from './features/learning/modules/quick-answer-routes.js';
import { meetingsRoutes } from './features/coaching/meetings/routes.js';
import { coachingRoomRoutes } from './features/coaching/room/routes.js';
import { bookingRoutes } from './features/coaching/booking/routes.js';
import { findCoachRoutes } from './features/coaches/find-coach/routes.js';
import { coachClientsRoutes } from './features/coaching/clients/routes.js';
import { ClientListCache, CLIENT_LIST_TTL_MS } from './features/coaching/clients/client-list-cache.js';
import { EventBus } from './events/index.js';
import { registerProcessors } from './all-processors.js';
import { streakPauseRoutes } from './features/streak-pause/routes.js';
import { notificationPreferencesRoutes } from './features/notification-preferences/routes.js';
import { ServerClock } from './core/clock.js';
import { testClockRoutes } from './http/test-clock-routes.js';
import { emailRoutes } from './features/email/routes.js';
import { pushRoutes } from './features/push/routes.js';
import { allEmailTemplates } from './all-email-templates.js';
import { allJobs } from './all-jobs.js';
import { registerEmailTemplates } from './features/email/index.js';
import { accountDataRoutes } from './features/account-data/index.js';
import { JobQueue } from './jobs/job-queue.js';
import { testJobRoutes } from './jobs/test-job-routes.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** The server's time; tests pass their own to move it forward. */
  clock?: ServerClock;
  /** Work the job queue and its cron schedules in this process (the server); tests work jobs themselves. */
  runJobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (pg-boss) on the app's database. */
    jobs: JobQueue;
    /** Domain events: services publish what they changed, processors react (all-processors.ts). */
    events: EventBus;
  }
}

export async function buildApp({
  config,
  database,
  clock = new ServerClock(),
  runJobs = false,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'body.password'],
      ...(config.logFormat === 'pretty' && {
        transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } },
      }),
    },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerEmailTemplates(allEmailTemplates);
  const events = new EventBus(app.log);
  const jobs = new JobQueue({
    database,
    jobs: allJobs,
    context: { db: database.db, clock, config, log: app.log, events },
    work: runJobs,
  });
  await jobs.start();
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  // Before every route, so each one's requests are timed.
  const metrics = config.metricsAllow.length > 0 ? createMetrics(app, { database, jobs }) : null;
  registerCaseInsensitiveBodies(app);
  registerWwwRedirect(app, config);

  registerSecurityHeaders(app, { allowStripe: config.stripe !== null, publicUrl: config.publicUrl });
  await registerOpenApi(app, config);
  await app.register(authenticatePlugin, { db: database.db, clock });
  registerRealtime(app, database.db, config.directDatabaseUrl);
  const clientLists = new ClientListCache(CLIENT_LIST_TTL_MS, () => clock.now().getTime());
  registerProcessors(events, { db: database.db, clock, actionHub: () => app.hub(HUB.action), clientLists });
  app.decorate('events', events);
  app.addHook('onClose', () => events.settled());

  await app.register(
    async (api) => {
      registerRoutePolicy(api);
      registerIdempotency(api, { db: database.db, clock });
      // Answers carry tokens and members' data: no browser or proxy may keep a copy.
      api.addHook('onRequest', (_request, reply, done) => {
        reply.header('cache-control', 'no-store');
        done();
      });
      await api.register(healthRoutes, { database });
      await api.register(readyRoutes, { database, jobs });
      await api.register(authRoutes, { db: database.db });
      await api.register(profileInfoRoutes, { db: database.db, clock });
      await api.register(settingsRoutes, { config });
      await api.register(freeTestRoutes, { db: database.db, shopLink: config.links.store ?? '/TRS' });
      await api.register(coachDirectoryRoutes, { db: database.db });
      await api.register(ambassadorRoutes, { db: database.db });
      await api.register(enrolmentRoutes, { db: database.db, clock, brandName: config.brandName });
      await api.register(passwordResetRoutes, { db: database.db, clock });
      await api.register(accountRoutes, { db: database.db, clock });
      await api.register(emailVerificationRoutes, { db: database.db, clock });
      await api.register(assessmentRoutes, { db: database.db });
      await api.register(journeyRoutes, { db: database.db });
      await api.register(coursesRoutes, { db: database.db, clock });
      await api.register(courseAccessRoutes, { db: database.db, clock });
      await api.register(certificationRoutes, { db: database.db, clock });
      await api.register(quizRoutes, { db: database.db, clock });
      await api.register(publicRoutes, { db: database.db });
      await api.register(goalsRoutes, { db: database.db, brandName: config.brandName, clock });
      await api.register(actionsRoutes, { db: database.db, clock });
      await api.register(actionTrackerRoutes, { db: database.db, clock });
      await api.register(achievementRoutes, { db: database.db, clock });
      await api.register(timeZoneRoutes, { db: database.db, clock });
      await api.register(notificationRoutes, { db: database.db, clock });
      await api.register(actionsCounterRoutes, { db: database.db });
      await api.register(dashboardRoutes, { db: database.db, config });
      await api.register(silentTokenRoutes, { db: database.db });
      await api.register(todoRoutes, { db: database.db, clock });
      await api.register(myGoalsRoutes, { db: database.db });
      await api.register(oolaScoresRoutes, { db: database.db });
      await api.register(supportChatRoutes, { db: database.db });
      await api.register(moduleRoutes, { db: database.db, clock });
      await api.register(learningAssessmentRoutes, { db: database.db, clock });
      await api.register(coachProfileRoutes, { db: database.db, clock });
      await api.register(paymentsRoutes, { db: database.db, clock, config });
      await api.register(meetingsRoutes, { db: database.db, clock, config });
      await api.register(quickAnswerRoutes, { db: database.db, clock });
      await api.register(moduleStepsRoutes, { db: database.db, clock });
      await api.register(coachingRoomRoutes, { db: database.db, clock });
      await api.register(bookingRoutes, { db: database.db, clock, config });
      await api.register(findCoachRoutes, { db: database.db, clock });
      await api.register(coachClientsRoutes, { db: database.db, clock, clientLists });
      await api.register(streakPauseRoutes, { db: database.db, clock });
      await api.register(notificationPreferencesRoutes, { db: database.db, clock });
      await api.register(emailRoutes, { db: database.db });
      await api.register(pushRoutes, { db: database.db, config });
      await api.register(accountDataRoutes, { db: database.db, clock });
      if (config.testClock) {
        await api.register(testClockRoutes, { clock });
        await api.register(testJobRoutes, { jobs });
      }
    },
    { prefix: '/api' },
  );

  await app.register(async (media) => {
    registerRoutePolicy(media);
    await media.register(mediaRoutes, { db: database.db });
  });
  await app.register(async (site) => {
    registerRoutePolicy(site);
    await site.register(crawlerFileRoutes, {
      distDir: config.webDistDir,
      publicUrl: config.publicUrl,
      port: config.port,
    });
    if (metrics)
      await site.register(metricsRoutes, { registry: metrics, allowed: addressAllowList(config.metricsAllow) });
  });
  await registerSpa(app, { distDir: config.webDistDir, isWebAlias: (alias) => isWebAlias(database.db, alias) });
  return app;
}
