import { z } from "zod";
import { PACK_IDS } from "@/lib/credits/packs";

const BOTH_REQUIRED = "Please enter both email and password.";

/** POST /api/admin/login (docs/product-spec.md §5: a valid email and a password of at least 1 character). */
export const adminLoginSchema = z.object({
  email: z
    .string({ error: BOTH_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, BOTH_REQUIRED)
    .pipe(z.email({ error: "Please enter a valid email address." })),
  password: z.string({ error: BOTH_REQUIRED }).min(1, BOTH_REQUIRED).max(1000, "Password is too long."),
});
export type AdminLoginInput = z.output<typeof adminLoginSchema>;

const EMAIL_MESSAGE = "Please enter a valid email address.";
const email = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_MESSAGE }));

export const GIFT_AMOUNT_MESSAGE = "Amount must be a whole number from 1 to 1000.";
export const DEFAULT_GIFT_DESCRIPTION = "Admin credit gift";
export const MISSING_GIFT_INFO = "Missing information: Please enter both email and pack type";

/** The dashboard's gift (docs/product-spec.md §5: valid email, amount 1 to 1000, description defaults to Admin credit gift). */
export const amountGiftSchema = z.object({
  email,
  amount: z
    .number({ error: GIFT_AMOUNT_MESSAGE })
    .int(GIFT_AMOUNT_MESSAGE)
    .min(1, GIFT_AMOUNT_MESSAGE)
    .max(1000, GIFT_AMOUNT_MESSAGE),
  description: z
    .string()
    .trim()
    .max(500, "Description is too long.")
    .optional()
    .transform((v) => (v ? v : DEFAULT_GIFT_DESCRIPTION)),
});

/** The analytics page's gift: an e-mail (trimmed) and a pack type whose credits are granted. */
export const packGiftSchema = z.object({
  email: z
    .string({ error: MISSING_GIFT_INFO })
    .trim()
    .min(1, MISSING_GIFT_INFO)
    .toLowerCase()
    .pipe(z.email({ error: EMAIL_MESSAGE })),
  packType: z.enum(PACK_IDS, { error: MISSING_GIFT_INFO }),
});

export type AmountGift = z.infer<typeof amountGiftSchema>;
export type PackGift = z.infer<typeof packGiftSchema>;

/**
 * POST /api/admin/gift-credits takes either shape: a body with `packType` is a pack gift, anything
 * else an amount gift. Picking the shape first keeps the error message the one of that shape.
 */
export const giftCreditsSchema = z.unknown().transform((raw, ctx): AmountGift | PackGift => {
  const isPack = typeof raw === "object" && raw !== null && "packType" in raw;
  const result = (isPack ? packGiftSchema : amountGiftSchema).safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return result.data;
});

/** PUT /api/admin/suspend-user and /api/admin/activate-user. */
export const userStatusSchema = z.object({ email });

const MAX_PAGE = 200;
export const DEFAULT_PAGE = 50;

/** List query parameters shared by the admin lists: a bounded page, an offset, an optional search term. */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PAGE, `limit must be at most ${MAX_PAGE}`)
    .default(DEFAULT_PAGE),
  offset: z.coerce
    .number({ error: "offset must be a number" })
    .int("offset must be a whole number")
    .min(0, "offset must be at least 0")
    .max(1_000_000, "offset is too large")
    .default(0),
  search: z
    .string()
    .trim()
    .max(200, "search is too long")
    .refine((v) => !v.includes("\u0000"), "search must not contain NUL characters")
    .optional()
    .transform((v) => (v ? v : undefined)),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

/** Share take-down: the share's id (as in /p/<id>). */
export const shareTakeDownSchema = z.object({
  id: z.string({ error: "Share not found" }).trim().min(1, "Share not found").max(64, "Share not found"),
});
