export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function lighthouseMobile(): Promise<{
  context: {
    viewport: { width: number; height: number };
    deviceScaleFactor: number;
    isMobile: boolean;
    hasTouch: boolean;
    userAgent: string;
  };
  network: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuSlowdown: number;
}>;
