import { z } from "zod";

const BOTH_REQUIRED = "Please enter both email and password.";

/** POST /api/admin/login (spec section 5: a valid email and a password of at least 1 character). */
export const adminLoginSchema = z.object({
  email: z
    .string({ error: BOTH_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, BOTH_REQUIRED)
    .pipe(z.email({ error: "Please enter a valid email address." })),
  password: z.string({ error: BOTH_REQUIRED }).min(1, BOTH_REQUIRED).max(1000, "Password is too long."),
});
