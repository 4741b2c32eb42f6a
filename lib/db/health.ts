import "server-only";
import { db } from "@/lib/db/client";

/** True when the database answers a trivial query within the pool's connect timeout. */
export async function databaseReachable(): Promise<boolean> {
  try {
    await db().$queryRawUnsafe("SELECT 1");
    return true;
  } catch {
    return false;
  }
}
