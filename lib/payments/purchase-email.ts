import "server-only";
import { siteConfig } from "@/lib/env";
import { mailMode, sendMail } from "@/lib/mail";
import type { CreditPack } from "@/lib/credits/packs";

// The post-purchase e-mail: what was bought, the balance, and how to restore the credits on another
// device. Sent after the grant is committed, once per grant (a repeat fulfilment has no receipt),
// never blocking or failing the payment answer.

/** What one grant gave, as the e-mail tells it. */
export type PurchaseReceipt = { email: string; pack: CreditPack; balance: number };

/** The e-mail's text for one grant. */
export function purchaseEmailText(receipt: PurchaseReceipt): string {
  const { pack, balance, email } = receipt;
  const url = siteConfig().url;
  return [
    `Thank you for your purchase.`,
    ``,
    `You bought the ${pack.name} pack: ${pack.credits} Pro Chat messages for ${pack.priceDisplay}.`,
    `Your balance is now ${balance} ${balance === 1 ? "message" : "messages"}.`,
    ``,
    `To use your credits on another device or browser: open ${url}/pro-wizard, choose`,
    `"Already bought? Restore your credits", enter ${email} and the 6-digit code we e-mail you.`,
    `Restoring moves the credits to that browser; the one you used before will ask you to restore again.`,
    ``,
    `Chat now: ${url}/pro-wizard`,
    ``,
  ].join("\n");
}

/** Sends the post-purchase e-mail for an applied grant (when mail is configured); errors are logged. */
export function sendPurchaseEmail(result: { applied: boolean; receipt?: PurchaseReceipt }): void {
  if (!result.applied || !result.receipt || mailMode() === "unavailable") return;
  const { receipt } = result;
  void sendMail({
    to: receipt.email,
    subject: `Your PromptReel purchase: ${receipt.pack.name} pack (${receipt.pack.credits} Pro Chat messages)`,
    text: purchaseEmailText(receipt),
  }).catch((e) => console.error("[mail] purchase e-mail not sent", e));
}
