import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

export type { Prisma } from "@/lib/generated/prisma/client";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  const { DATABASE_URL, DB_POOL_MAX } = env();
  if (!DATABASE_URL) throw new Error("DATABASE_URL is not set: start the product with `npm start`.");
  const adapter = new PrismaPg({ connectionString: DATABASE_URL, max: DB_POOL_MAX, connectionTimeoutMillis: 5000 });
  return new PrismaClient({ adapter });
}

/** The one Prisma client of this process (created on first use). */
export function db(): PrismaClient {
  globalForPrisma.prisma ??= createClient();
  return globalForPrisma.prisma;
}

/** Closes the pool (graceful shutdown, tests). */
export async function disconnectDb(): Promise<void> {
  const client = globalForPrisma.prisma;
  globalForPrisma.prisma = undefined;
  await client?.$disconnect();
}
