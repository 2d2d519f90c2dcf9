import type { Clock } from '../../core/clock.js';
import type { Config } from '../../config.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox-provider.js';
import { StripeProvider } from './stripe-provider.js';

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in sandbox. */
export function paymentProviderFor(config: Config, clock: Clock): PaymentProvider {
  return config.stripe ? new StripeProvider(config.stripe) : new SandboxProvider(clock);
}
