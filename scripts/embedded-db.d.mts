export function startEmbeddedDb(options: {
  dir: string;
  port?: number;
  fixedPort?: boolean;
  maxConnections?: number;
  password?: string;
}): Promise<{ url: string; port: number; password: string; stop: () => Promise<void> }>;
