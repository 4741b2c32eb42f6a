export function createTestDatabase(
  label?: string,
): Promise<{ url: string; kind: "postgres" | "pglite"; drop: () => Promise<void> }>;
