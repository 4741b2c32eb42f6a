import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

export { Prisma };
export type Tx = Prisma.TransactionClient;

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  const { DATABASE_URL, DB_POOL_MAX } = env();
  if (!DATABASE_URL) throw new Error("DATABASE_URL is not set: start the product with `npm start`.");
  const adapter = new PrismaPg({
    connectionString: DATABASE_URL,
    max: DB_POOL_MAX,
    connectionTimeoutMillis: 5000,
  });
  return new PrismaClient({ adapter, omit: { adminUser: { passwordHash: true } } });
}

/** The one Prisma client of this process (created on first use). Password hashes are omitted by default. */
export function db(): PrismaClient {
  globalForPrisma.prisma ??= createClient();
  return globalForPrisma.prisma;
}

/** Is this a unique-constraint violation (Prisma P2002 or Postgres 23505)? */
export function isUniqueViolation(e: unknown): boolean {
  if (e instanceof Prisma.PrismaClientKnownRequestError) return e.code === "P2002";
  const code =
    (e as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (e as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === "23505";
}

/** Closes the pool (graceful shutdown, tests). */
export async function disconnectDb(): Promise<void> {
  const client = globalForPrisma.prisma;
  globalForPrisma.prisma = undefined;
  await client?.$disconnect();
}
