import type { Metafile } from "esbuild";

export declare const ENTRIES: string[];
export declare function buildJs(outdir?: string): Promise<Metafile>;
export declare function buildTypes(): void;
