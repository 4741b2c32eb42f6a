import { beforeAll, describe, expect, it } from "vitest";
import { GET as creditPacks } from "@/app/api/credit-packs/route";
import { GET as paymentsConfig } from "@/app/api/payments/config/route";
import { POST as simulatedConfirm } from "@/app/api/payments/simulated/confirm/route";
import { POST as verifyByEmail } from "@/app/api/verify-by-email/route";
import { PAYMENTS_NOT_CONFIGURED } from "@/lib/payments/provider";
import { MAIL_NOT_CONFIGURED } from "@/lib/mail";
import { db } from "@/lib/db/client";
import { checkout, statusOf, uniqueEmail, verify } from "../support/payments";
import { callRoute } from "../support/route-call";

// A deployment with real data (DATABASE_URL, not the embedded database) and no Stripe key or SMTP:
// purchases and e-mail codes are refused with a configuration message, never simulated.

beforeAll(() => {
  for (const k of [
    "STRIPE_SECRET_KEY",
    "STRIPE_PUBLISHABLE_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "STRIPE_API_BASE",
    "SMTP_URL",
  ])
    delete process.env[k];
  process.env.PROMPTREEL_EMBEDDED_DB = "0";
});

describe("payments without configuration outside demo mode", () => {
  it("purchase endpoints answer 503 with a clear message and write nothing", async () => {
    const email = uniqueEmail("nostripe");
    const res = await checkout({ pack_id: "basic", email });
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ message: PAYMENTS_NOT_CONFIGURED });
    expect(res.setCookie).toHaveLength(0);
    expect(await db().user.count({ where: { email } })).toBe(0);
    expect((await verify("pi_123", {})).status).toBe(503);
    expect(
      (await callRoute(simulatedConfirm, { body: { client_secret: "pi_sim_x_secret_yyyyyyyy" } })).status,
    ).toBe(404);
    expect((await callRoute(paymentsConfig)).json).toMatchObject({
      mode: "unavailable",
      publishableKey: null,
    });
  });

  it("e-mail codes answer 503 without SMTP; packs and status still work", async () => {
    const res = await callRoute(verifyByEmail, { body: { email: uniqueEmail() } });
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ message: MAIL_NOT_CONFIGURED });
    expect((await callRoute(creditPacks)).status).toBe(200);
    expect(await statusOf({})).toEqual({ hasCredits: false, credits: 0, totalCredits: 0 });
  });
});
