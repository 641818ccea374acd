import { z } from 'zod';
import { LabPartnerError, type KitOrder, type LabPartner } from './types.js';

export interface LabPartnerConfig {
  /** The partner's API base, e.g. https://api.lab.example/v1 (https outside development). */
  baseUrl: string;
  apiKey: string;
  /** HMAC-SHA256 key of the partner's webhooks. */
  webhookSecret: string;
  timeoutMs: number;
}

const placedOrder = z.object({ id: z.string().min(1).max(128) });

/**
 * The lab partner's order API: `POST {base}/orders` with a bearer key and our order id as the idempotency key
 * (a retry after a lost answer is the same order at the partner), answered `{ id }`.
 */
export class HttpLabPartner implements LabPartner {
  readonly name = 'partner';

  constructor(
    private readonly config: LabPartnerConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async placeOrder(order: KitOrder): Promise<{ partnerOrderId: string }> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.config.baseUrl.replace(/\/+$/, '')}/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.config.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': order.orderId,
        },
        body: JSON.stringify({
          reference: order.orderId,
          kit: order.kitType,
          patient: { ...order.patient, phone: order.phone },
          ship_to: order.shipTo,
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new LabPartnerError(error instanceof Error ? error.name : 'unreachable');
    }
    if (!response.ok) throw new LabPartnerError(`status ${response.status}`);
    const parsed = placedOrder.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new LabPartnerError('unreadable answer');
    return { partnerOrderId: parsed.data.id };
  }
}
