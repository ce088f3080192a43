import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { accessLog } from './http/access-log';
import { bodySizeLimit, closeAfterUnreadBody } from './http/body-guards';
import { resolveCaller } from './http/caller';
import { catalogueCache } from './http/catalogue-cache';
import { compression } from './http/compression';
import type { AppEnv, Services, ServicesInput } from './http/env';
import { ApiFailure } from './http/failure';
import { faultInjection } from './http/fault-injection';
import { closeWhileStopping, healthRoutes } from './http/health';
import { refusalStatus } from './http/refusal-status';
import { requestIds } from './http/request-id';
import { securityHeaders } from './http/security-headers';
import { staticPwa } from './http/static-pwa';
import { errorsToConsole } from './log';
import { accountRoutes } from './routes/accounts';
import { agentContractRoutes } from './routes/agent-contracts';
import { announcementRoutes } from './routes/announcements';
import { authRoutes } from './routes/auth';
import { chatRoutes } from './routes/chat';
import { demoGameRoutes } from './routes/demo-game';
import { depositRoutes } from './routes/deposits';
import { feedbackRoutes } from './routes/feedback';
import { gameRoutes } from './routes/games';
import { headIconRoutes } from './routes/head-icon';
import { imageRoutes } from './routes/images';
import { inboxRoutes } from './routes/inbox';
import { mallRoutes } from './routes/mall';
import { memberRoutes } from './routes/member';
import { newsRoutes } from './routes/news';
import { noticeRoutes } from './routes/notices';
import { passwordRoutes } from './routes/passwords';
import { promotionRoutes } from './routes/promotions';
import { recordRoutes } from './routes/records';
import { referralRoutes } from './routes/referrals';
import { securityRoutes } from './routes/security';
import { systemRoutes } from './routes/system';
import { testControlRoutes } from './routes/test-controls';
import { unreadRoutes } from './routes/unread';
import { verificationRoutes } from './routes/verification';
import { vipRoutes } from './routes/vip';
import { webClipRoutes } from './routes/web-clip';
import { withdrawalRoutes } from './routes/withdrawals';
import { createOutboxEmailGateway, createOutboxSmsGateway } from './services/message-gateways';
import { Refusal } from './services/refusal';

/** Builds the whole server app; index.ts only serves it, tests call app.request() on it. */
export function createApp(input: ServicesInput): Hono<AppEnv> {
  const services: Services = {
    ...input,
    sms: input.sms ?? createOutboxSmsGateway(input.db),
    email: input.email ?? createOutboxEmailGateway(input.db),
    lifecycle: input.lifecycle ?? { stopping: false },
    log: input.log ?? errorsToConsole,
  };
  const app = new Hono<AppEnv>();
  app.use('*', requestIds(services.config.TRUST_PROXY));
  app.use('*', accessLog(services.log));
  app.use('*', securityHeaders(services.config));
  app.use('*', closeWhileStopping(services.lifecycle));
  app.route('/', healthRoutes(services.db, services.lifecycle));
  app.use('*', closeAfterUnreadBody);
  app.use('*', bodySizeLimit);
  // Brotli or gzip for API answers and SVG art over 1 KB, made in place; the app's files are
  // compressed at build time (static-pwa sends those as they are). Clients that do not ask get plain.
  app.use('/api/*', faultInjection(services.config));
  const catalogue = catalogueCache();
  // Once: this pattern takes /api/games itself too, and the cache must not wait on its own answer.
  app.use('/api/games/*', catalogue);
  app.use('*', compression);
  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
  });

  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  // An address that does not decode (a stray %) names no call: a bad request, not a missing one.
  app.use('/api/*', async (c, next) => {
    try {
      decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      throw new ApiFailure(400, 'err_bad_request');
    }
    await next();
  });
  app.use('/api/*', resolveCaller);
  app.route('/', systemRoutes);
  app.route('/', authRoutes);
  app.route('/', verificationRoutes);
  app.route('/', accountRoutes);
  app.route('/', passwordRoutes);
  app.route('/', memberRoutes);
  app.route('/', headIconRoutes);
  app.route('/', gameRoutes);
  app.route('/', announcementRoutes);
  app.route('/', recordRoutes);
  app.route('/', referralRoutes);
  app.route('/', feedbackRoutes);
  app.route('/', mallRoutes);
  app.route('/', agentContractRoutes);
  app.route('/', promotionRoutes);
  app.route('/', noticeRoutes);
  app.route('/', inboxRoutes);
  app.route('/', unreadRoutes);
  app.route('/', vipRoutes);
  app.route('/', newsRoutes);
  app.route('/', depositRoutes);
  app.route('/', withdrawalRoutes);
  app.route('/', securityRoutes);
  // The API of the chat, and the reference chat page its launch URL opens (outside /api).
  app.route('/', chatRoutes);
  // Off (and in production, always), every test control is a 404 like any unknown call.
  if (services.config.ENABLE_TEST_CONTROLS) app.route('/', testControlRoutes);
  app.all('/api/*', (c) => c.json({ success: false, message: 'err_not_found' }, 404));

  app.route('/', demoGameRoutes);
  app.route('/', imageRoutes);
  app.route('/', webClipRoutes(services.config.STATIC_DIR));
  // A visitor's first view is drawn with the screen's reads answered by this same app, in process.
  app.route(
    '/',
    staticPwa(services.config.STATIC_DIR, async (request) => app.fetch(request)),
  );

  app.onError((error, c) => {
    if (error instanceof ApiFailure) {
      return c.json({ success: false, message: error.messageKey, ...(error.value === undefined ? {} : { value: error.value }) }, error.status);
    }
    if (error instanceof Refusal) {
      return c.json(
        { success: false, message: error.messageKey, ...(error.value === undefined ? {} : { value: error.value }) },
        refusalStatus(error.messageKey),
      );
    }
    if (error instanceof HTTPException) return c.json({ success: false, message: 'err_bad_request' }, error.status);
    services.log.error({ reqId: c.get('requestId'), err: error }, 'request failed');
    return c.json({ success: false, message: 'err_unknown' }, 500);
  });
  return app;
}
