export declare const WORKER_BUNDLE: string;
export declare function buildWorker(outfile?: string): Promise<string>;
