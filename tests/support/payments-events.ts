// Stripe event bodies as Stripe sends them, shared by in-process and over-HTTP payment tests.

let eventCounter = 0;

/** A Stripe event JSON body for `object`. */
export function eventBody(type: string, object: unknown, id = `evt_test_${Date.now()}_${++eventCounter}`) {
  return JSON.stringify({
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}
