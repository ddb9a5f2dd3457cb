import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Context } from './context.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { citiesRoutes } from './features/cities/cities.routes.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { estatesRoutes } from './features/estates/estates.routes.ts';
import { favouritesRoutes } from './features/favourites/index.ts';
import { hidingRoutes } from './features/hiding/index.ts';
import { importsRoutes } from './features/imports/imports.routes.ts';
import { logosRoutes } from './features/logos/logos.routes.ts';
import { moderationAdminRoutes, moderationRoutes } from './features/moderation/index.ts';
import { myEstatesRoutes } from './features/my-estates/my-estates.routes.ts';
import { photoFilesRoutes } from './features/photos/photo-files.routes.ts';
import { photosRoutes } from './features/photos/photos.routes.ts';
import { propertiesAdminRoutes } from './features/properties/index.ts';
import { savedSearchesRoutes } from './features/saved-searches/index.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { seoPages } from './features/seo/seo-pages.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { transparencyRoutes } from './features/transparency/index.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { viewsRoutes } from './features/views/views.routes.ts';
import { registerAuth } from './http/auth.ts';
import { clearListsOnWrite } from './http/clear-lists-on-write.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { answerFrameworkError } from './http/framework-errors.ts';
import { serializeRequest } from './http/log-redaction.ts';
import { registerOpenApi } from './http/openapi.ts';
import { budgetRequests } from './http/request-budget.ts';
import { logRequests } from './http/request-log.ts';
import { recordRequestMetrics } from './http/request-metrics.ts';
import { registerSecurity } from './http/security.ts';
import { registerWebApp } from './http/web-app.ts';
import { captchaRoutes } from './infra/captcha/captcha.routes.ts';

export type App = FastifyInstance;

/** `logStream` sends the log elsewhere than to stdout (a test reading it). */
export async function buildApp(context: Context, logStream?: DestinationStream): Promise<App> {
  const { config } = context;
  // JSON lines for a log collector; readable lines when a person watches the terminal.
  const onTerminal = !logStream && process.stdout.isTTY;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // No secret of a request's address, nor its credentials, in a log line.
      serializers: { req: serializeRequest },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logStream ? { stream: logStream } : {}),
      ...(onTerminal
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // Let in-flight requests finish on shutdown while new ones are refused.
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // Zod schemas of @portal/domain validate bodies, params and queries and serialize answers.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Headers and the HTTPS redirect first, so that they apply to every answer below.
  await registerSecurity(app, config);
  // Pages and API answers in brotli or gzip for browsers that accept them (the built assets have their own
  // compressed copies, see http/web-app.ts). Quality 4: most of brotli's gain for a small part of its top
  // quality's CPU (bench/pages.ts, CPU per page and page size).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // The description must see the routes as they are added.
  await registerOpenApi(app);
  // Before the routes, so that every feature can call authenticate(request).
  registerAuth(app, { db: context.db, jwtSecret: context.secrets.jwtSecret });

  // Before the routes: each plugin keeps the error handler its parent had when it was registered.
  registerErrorHandler(app);
  budgetRequests(app, {
    publicReadMs: config.PUBLIC_READ_BUDGET_MS,
    otherMs: config.DATABASE_TIMEOUT_SECONDS * 1000,
  });
  clearListsOnWrite(app, context.listCache);
  recordRequestMetrics(app, context.metrics);
  logRequests(app, config.NODE_ENV === 'production' ? 'info' : 'debug');

  await app.register(siteRoutes, { context });
  await app.register(estatesRoutes, { context });
  await app.register(citiesRoutes, { context });
  await app.register(viewsRoutes, { context });
  await app.register(seoRoutes, { context });
  await app.register(myEstatesRoutes, { context });
  await app.register(photoFilesRoutes, { context });
  await app.register(logosRoutes, { context });
  await app.register(photosRoutes, { context });
  await app.register(usersRoutes, { context });
  await app.register(favouritesRoutes, { context });
  await app.register(hidingRoutes, { context });
  await app.register(contactRoutes, { context });
  await app.register(savedSearchesRoutes, { context });
  await app.register(captchaRoutes, { context });
  await app.register(adminRoutes, { context });
  await app.register(moderationRoutes, { context });
  await app.register(moderationAdminRoutes, { context });
  await app.register(propertiesAdminRoutes, { context });
  await app.register(transparencyRoutes, { context });
  await app.register(importsRoutes, { context });

  // Unknown paths last: JSON for the API, the single-page app for pages.
  await registerWebApp(app, config.WEB_DIST, seoPages(context));
  return app;
}
