// Everything the API layers (GraphQL and REST) call into, built once per app.
import type { Clock } from "./clock.ts";
import type { Db } from "./db/db.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import { AuthService } from "./modules/auth/auth.service.ts";
import { StudentAuthService } from "./modules/auth/student-auth.service.ts";
import { LoginThrottle } from "./modules/auth/throttle.ts";
import type { RateLimitSettings } from "./config.ts";
import { DbRateLimitStore, type RateLimitStore } from "./modules/limits/rate-limit.store.ts";
import { LeasedRateLimiter } from "./modules/limits/leased-rate-limiter.ts";
import { RateLimiter, limitRules } from "./modules/limits/rate-limiter.ts";
import { ApiTokensService } from "./modules/apitokens/api-tokens.service.ts";
import { viewerResolver, type KeptViewer } from "./modules/auth/resolve-viewer.ts";
import { VIEWER_CACHE_LIMITS, ViewerCache, type ViewerCacheLimits } from "./modules/auth/viewer-cache.ts";
import { changeFeedOf } from "./db/change-feed.ts";
import { SubscriptionsService } from "./modules/subscriptions/subscriptions.service.ts";
import { TripReader } from "./modules/trips/trips.read.ts";
import { TripsService } from "./modules/trips/trips.service.ts";
import { ProfileService } from "./modules/profile/profile.service.ts";
import { YachtsService } from "./modules/yachts/yachts.service.ts";
import { SeaTimeService } from "./modules/seatime/seatime.service.ts";
import { ExportService } from "./modules/transfer/export.service.ts";
import { ImportService } from "./modules/transfer/import.service.ts";
import type Stripe from "stripe";
import { DEV_COMPANY, type CompanyConfig, type PayuConfig, type StripeConfig } from "./config.ts";
import { DiscountsService } from "./modules/subscriptions/discounts.service.ts";
import { InvoicesService } from "./modules/subscriptions/invoices.service.ts";
import { OfficeService } from "./modules/subscriptions/office.service.ts";
import { OrdersService } from "./modules/subscriptions/orders.service.ts";
import { PaymentEvents } from "./modules/subscriptions/payment-events.ts";
import { PayuClient } from "./modules/subscriptions/payments/payu.client.ts";
import { StripeGateway } from "./modules/subscriptions/payments/stripe.gateway.ts";
import { PlansService } from "./modules/subscriptions/plans.service.ts";
import { InvitationsService } from "./modules/students/invitations.service.ts";
import { PlannedTripsService } from "./modules/students/planned-trips.service.ts";
import { StudentTripsService } from "./modules/students/student-trips.service.ts";
import { StudentsMail } from "./modules/students/students.mail.ts";
import { WebhooksService, type WebhookSettings } from "./modules/webhooks/webhooks.service.ts";
import { DEV_WEBHOOK_KEY, keyFrom } from "./modules/webhooks/webhook-crypto.ts";

export type AppDeps = {
  db: Db;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  publicUrl: string;
  /** Where rate limit and login throttle counters live; default the database (shared by every process). */
  rateLimitStore?: RateLimitStore;
  /** Rate limits (config.ts DEFAULT_RATE_LIMITS unless given). */
  rateLimits?: Partial<RateLimitSettings>;
  /** The seller printed on invoices (config COMPANY_*). */
  company?: CompanyConfig;
  /** Payment providers; none configured = the app's own test payment page. */
  payments?: { payu?: PayuConfig; stripe?: StripeConfig; stripeClient?: Stripe; fetch?: typeof fetch };
  /** Webhooks: which hosts may be called and the key of the stored secrets (default: development, no exempt hosts). */
  webhooks?: WebhookSettings;
  /** How many resolved tokens this process keeps, and for how long at most (VIEWER_CACHE_LIMITS; max 0: none). */
  viewerCache?: ViewerCacheLimits;
};

const DEV_WEBHOOK_SETTINGS: WebhookSettings = { policy: { production: false, allowedHosts: [] }, key: keyFrom(DEV_WEBHOOK_KEY) };

export function createServices(deps: AppDeps) {
  const rateLimitStore = deps.rateLimitStore ?? new DbRateLimitStore(deps.db);
  const limiter = new RateLimiter(rateLimitStore, deps.clock);
  /** The /graphql and /api request limit: leased blocks of the shared counter (no write per request). */
  const apiLimiter = new LeasedRateLimiter(rateLimitStore, deps.clock);
  const limits = limitRules(deps.rateLimits);
  const throttle = new LoginThrottle(rateLimitStore, deps.clock);
  const auth = new AuthService({ ...deps, throttle, limiter, limits });
  const studentAuth = new StudentAuthService({ ...deps, throttle, limiter, limits });
  const subscriptions = new SubscriptionsService(deps);
  const trips = new TripsService({ ...deps, subscriptions });
  const tripReader = new TripReader(deps);
  const profile = new ProfileService({ ...deps, throttle });
  const yachts = new YachtsService({ ...deps, subscriptions });
  const seaTime = new SeaTimeService(deps);
  const tripExport = new ExportService({ ...deps, profile });
  const tripImport = new ImportService({ ...deps, trips });
  const plans = new PlansService(deps);
  const invoices = new InvoicesService({ db: deps.db, company: deps.company ?? DEV_COMPANY });
  const payu = deps.payments?.payu;
  const stripeConfig = deps.payments?.stripe;
  const stripe = stripeConfig ? new StripeGateway(stripeConfig, deps.clock, deps.payments?.stripeClient) : undefined;
  const paymentEvents = new PaymentEvents({ ...deps, subscriptions, invoices, stripe });
  const orders = new OrdersService({
    ...deps,
    events: paymentEvents,
    payu: payu ? new PayuClient(payu, deps.clock, deps.payments?.fetch) : undefined,
    payuSecondKey: payu?.secondKey,
    stripe,
  });
  const discounts = new DiscountsService({ ...deps, subscriptions });
  const office = new OfficeService(deps);
  const apiTokens = new ApiTokensService(deps);
  const studentsMail = new StudentsMail(deps);
  const invitations = new InvitationsService({ ...deps, limiter });
  const plannedTrips = new PlannedTripsService({ ...deps, mail: studentsMail });
  const studentTrips = new StudentTripsService({ ...deps, mail: studentsMail });
  const webhooks = new WebhooksService({ ...deps, webhooks: deps.webhooks ?? DEV_WEBHOOK_SETTINGS });

  /** Who is asking, from the request's bearer token; a token seen lately comes from the cache (viewer-cache.ts). */
  const viewerCache = new ViewerCache<KeptViewer>(deps.viewerCache ?? VIEWER_CACHE_LIMITS);
  viewerCache.follow(changeFeedOf(deps.db));
  const resolveViewer = viewerResolver({ auth, studentAuth, apiTokens, clock: deps.clock, cache: viewerCache });

  return {
    auth,
    studentAuth,
    subscriptions,
    trips,
    tripReader,
    profile,
    yachts,
    seaTime,
    tripExport,
    tripImport,
    resolveViewer,
    viewerCache,
    limiter,
    apiLimiter,
    limits,
    plans,
    invoices,
    paymentEvents,
    orders,
    discounts,
    office,
    apiTokens,
    invitations,
    plannedTrips,
    studentTrips,
    webhooks,
    /** The company's details (COMPANY_* settings), shown on the contact page and printed on invoices. */
    company: deps.company ?? DEV_COMPANY,
  };
}

export type Services = ReturnType<typeof createServices>;
