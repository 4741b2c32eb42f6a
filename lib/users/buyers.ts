import "server-only";
import { db, type Tx } from "@/lib/db/client";

// A buyer is known by e-mail: one users row and one user_profiles row per address, created on the
// first purchase. Pro Chat's projects reuse the users row. Both writes are single INSERT ... ON
// CONFLICT statements, so concurrent purchases for one address never collide.

export type Buyer = { userId: string; profileId: string; email: string; stripeCustomerId: string | null };

type Row = { id: string; stripe_customer_id: string | null };

/**
 * Finds or creates the users and user_profiles rows for `email` (already normalised). A provider
 * customer id is stored when the rows have none yet (the first one wins).
 */
export async function findOrCreateBuyer(
  email: string,
  opts: { stripeCustomerId?: string | null } = {},
  tx?: Tx,
): Promise<Buyer> {
  const client = tx ?? db();
  const customerId = opts.stripeCustomerId ?? null;
  const [user] = await client.$queryRaw<Row[]>`
    INSERT INTO users (id, email, stripe_customer_id, created_at, updated_at)
    VALUES (gen_random_uuid(), ${email}, ${customerId}, now(), now())
    ON CONFLICT (email) DO UPDATE
       SET stripe_customer_id = COALESCE(users.stripe_customer_id, EXCLUDED.stripe_customer_id),
           updated_at = CASE WHEN users.stripe_customer_id IS NULL AND EXCLUDED.stripe_customer_id IS NOT NULL THEN now() ELSE users.updated_at END
    RETURNING id, stripe_customer_id`;
  const [profile] = await client.$queryRaw<Row[]>`
    INSERT INTO user_profiles (id, email, stripe_customer_id, created_at, updated_at)
    VALUES (gen_random_uuid(), ${email}, ${user.stripe_customer_id}, now(), now())
    ON CONFLICT (email) DO UPDATE
       SET stripe_customer_id = COALESCE(user_profiles.stripe_customer_id, EXCLUDED.stripe_customer_id),
           updated_at = CASE WHEN user_profiles.stripe_customer_id IS NULL AND EXCLUDED.stripe_customer_id IS NOT NULL THEN now() ELSE user_profiles.updated_at END
    RETURNING id, stripe_customer_id`;
  return { userId: user.id, profileId: profile.id, email, stripeCustomerId: user.stripe_customer_id };
}

/** The provider customer id already stored for this e-mail, if any. */
export async function storedCustomerId(email: string): Promise<string | null> {
  const user = await db().user.findUnique({ where: { email }, select: { stripeCustomerId: true } });
  return user?.stripeCustomerId ?? null;
}
