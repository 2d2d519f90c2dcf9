import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardOnFileSchema,
  PAYMENT_MESSAGES,
  paymentAccountSchema,
  paymentDeclinedSchema,
  saveCardRequestSchema,
  setupIntentSchema,
  type SaveCardRequest,
} from '@oola/domain';
import { AppError, badRequest, conflict } from '../../core/app-error.js';
import { paymentAccount } from './account.js';
import { currentCard, publicCard, saveCard } from './card-on-file.js';
import { declined, type PaymentDeps } from './charge.js';
import { customerFor } from './customers.js';
import { CardDeclinedError, ProviderUnavailableError, type CardInput } from './provider.js';
import { memberAbilities } from '../../policies/member.js';

const secured = { tags: ['Payments'], security: [{ bearer: [] }] };

/** The body as the provider takes it: card details for the sandbox, a payment method id for Stripe. */
function cardInput(body: SaveCardRequest, provider: PaymentDeps['provider']): CardInput {
  if (provider.name === 'stripe') {
    if (!body.paymentMethodId) throw badRequest(PAYMENT_MESSAGES.rawCardWithStripe);
    return { kind: 'paymentMethod', paymentMethodId: body.paymentMethodId };
  }
  if (body.paymentMethodId) throw badRequest(PAYMENT_MESSAGES.paymentMethodWithSandbox);
  return { kind: 'details', number: body.number!, expMonth: body.expMonth!, expYear: body.expYear!, cvc: body.cvc! };
}

/** The provider's refusals as our answers: a declined card 402, an outage 503. */
async function asAnswer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CardDeclinedError) throw declined(error.declineCode, error.declineMessage);
    if (error instanceof ProviderUnavailableError)
      throw new AppError('serviceUnavailable', PAYMENT_MESSAGES.unavailable);
    throw error;
  }
}

/** The member's own card on file and account: read them, set or replace the card, (Stripe) start saving one. */
export const cardRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = async (app, { deps }) => {
  app.get(
    '/Payments/Card',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        ...secured,
        summary: 'The card on file: brand, last 4 and expiry, or null',
        response: { 200: cardOnFileSchema },
      },
    },
    async (request) => {
      const card = await currentCard(deps.db, deps.provider, request.user.id);
      return { card: card ? publicCard(card) : null };
    },
  );

  app.get(
    '/Payments/Account',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        ...secured,
        summary: 'The member’s card on file, coaching subscription (renewal date), sessions remaining and coach',
        response: { 200: paymentAccountSchema },
      },
    },
    async (request) => paymentAccount(deps, request.user),
  );

  app.put(
    '/Payments/Card',
    {
      config: { ability: memberAbilities.useAccount, errors: ['serviceUnavailable'] },
      schema: {
        ...secured,
        summary: 'Set or replace the card on file',
        description:
          'Sandbox (the default): number, expMonth, expYear and cvc, checked like Stripe (Luhn, length, expiry); ' +
          'only brand, last 4 and expiry are stored. 4000 0000 0000 0002 is a 402 card_declined and an expired ' +
          'card a 402 expired_card, as Stripe answers them; 4000 0000 0000 0341 saves but every charge declines. ' +
          'Stripe: paymentMethodId, the pm_... that Stripe.js answered after confirming POST Payments/SetupIntent. ' +
          '402 { message, declineCode, declineMessage } when the card is refused (nothing changes).',
        body: saveCardRequestSchema,
        response: { 200: cardOnFileSchema, 402: paymentDeclinedSchema },
      },
    },
    async (request) => {
      const input = cardInput(request.body, deps.provider);
      const card = await asAnswer(() => saveCard(deps.db, deps.provider, request.user, input, deps.clock.now()));
      return { card };
    },
  );

  app.post(
    '/Payments/SetupIntent',
    {
      config: { ability: memberAbilities.useAccount, errors: ['conflict', 'serviceUnavailable'] },
      schema: {
        ...secured,
        summary: 'Stripe only: a SetupIntent (usage off_session) whose client secret Stripe.js confirms',
        description: 'With the sandbox there is nothing to set up: 409.',
        response: {
          200: setupIntentSchema,
        },
      },
    },
    async (request) => {
      if (deps.provider.name !== 'stripe') throw conflict(PAYMENT_MESSAGES.setupIntentSandbox);
      return asAnswer(async () => {
        const customerId = await customerFor(deps.db, deps.provider, request.user);
        const clientSecret = await deps.provider.createSetupIntent(customerId);
        return { clientSecret: clientSecret! };
      });
    },
  );
};
