import type { TestProject } from "vitest/node";
import { createTestDatabase } from "./test-database.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: string;
  }
}

/** One fresh, migrated database for the whole integration run; dropped afterwards. */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase("int");
  console.log(`[integration] ${database.kind} database ready`);
  project.provide("databaseUrl", database.url);
  project.provide("databaseKind", database.kind);
  return async () => {
    await database.drop();
  };
}
