import { sampleOrder, samplePaymentAttempt } from 'shared/testing';

/** An order still waiting for payment, its deadline a quarter of an hour away. */
export function bookedOrder(overrides: Record<string, unknown> = {}) {
  return { ...sampleOrder, paymentDeadline: new Date(Date.now() + 15 * 60_000).toISOString(), ...overrides };
}

export const ORDER_UUID = sampleOrder.orderUuid;

export function cardAttempt(overrides: Record<string, unknown> = {}) {
  return {
    ...samplePaymentAttempt,
    method: 'card',
    qrPayload: null,
    redirectUrl: 'http://api.test/sandbox/acquirer/a-1',
    expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    ...overrides,
  };
}

export function sbpAttempt(overrides: Record<string, unknown> = {}) {
  return {
    ...samplePaymentAttempt,
    qrPayload: 'https://qr.nspk.ru/AS1000670LSS7DN18SJQDNP4B05KLJL2?type=02&bank=100000000111&sum=540000&cur=RUB&crc=AB12',
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    ...overrides,
  };
}

export function ticketedOrder() {
  return {
    ...sampleOrder,
    status: 'TICKETED',
    statusLabel: 'Билеты выписаны',
    paidAt: '2026-12-01T10:05:00.000Z',
    ticketedAt: '2026-12-01T10:05:00.000Z',
    payments: [{ ...sampleOrder.payments[0], status: 'PAID' }],
    passengers: sampleOrder.passengers.map((p) => ({ ...p, documentNumber: '4510123789', ticketNumber: '4210000000011' })),
  };
}
