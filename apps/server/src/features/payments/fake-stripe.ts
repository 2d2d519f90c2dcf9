import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: URLSearchParams;
}

const card = (id: string, customer: string | null) => ({
  id,
  object: 'payment_method',
  type: 'card',
  customer,
  card: { brand: 'visa', last4: id === 'pm_declines' ? '0341' : '4242', exp_month: 12, exp_year: 2031 },
});

/**
 * A few of Stripe's v1 endpoints on a local port, enough for the provider's calls: customers,
 * payment methods, SetupIntents and PaymentIntents (pm_declines is declined, pm_outage fails with
 * a 500, pm_processing stays processing). Like Stripe, a repeated Idempotency-Key answers the first answer again.
 */
export async function startFakeStripe() {
  const requests: FakeRequest[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  let nextIntent = 1;
  let nextCustomer = 1;

  function answer(request: FakeRequest): { status: number; body: unknown } {
    const { method, path, body } = request;
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: { id: `cus_fake_${nextCustomer++}`, object: 'customer' } };
    }
    if (method === 'POST' && path.startsWith('/v1/customers/')) {
      return { status: 200, body: { id: path.split('/')[3], object: 'customer' } };
    }
    const methodMatch = /^\/v1\/payment_methods\/(pm_\w+)(\/attach|\/detach)?$/.exec(path);
    if (methodMatch) return { status: 200, body: card(methodMatch[1]!, body.get('customer')) };
    if (method === 'POST' && path === '/v1/setup_intents') {
      return { status: 200, body: { id: 'seti_fake', object: 'setup_intent', client_secret: 'seti_fake_secret_abc' } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_fake_${nextIntent++}`;
      if (body.get('payment_method') === 'pm_outage')
        return { status: 500, body: { error: { type: 'api_error', message: 'down' } } };
      if (body.get('payment_method') === 'pm_declines') {
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
              payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' },
            },
          },
        };
      }
      const status = body.get('payment_method') === 'pm_processing' ? 'processing' : 'succeeded';
      return {
        status: 200,
        body: { id, object: 'payment_intent', status, amount: Number(body.get('amount')) },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `no ${method} ${path}` } } };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: (req.url ?? '').split('?')[0]!,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body: new URLSearchParams(raw),
      };
      requests.push(request);
      const replayKey = request.idempotencyKey && `${request.path} ${request.idempotencyKey}`;
      const result = (replayKey && answered.get(replayKey)) || answer(request);
      if (replayKey && result.status < 500) answered.set(replayKey, result);
      res.writeHead(result.status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    charges: () => requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
