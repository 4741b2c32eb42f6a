/** A description of about `length` characters: the bench paragraphs repeated. */
export function description(length: number): string;
export function percentile(sorted: number[], p: number): number;
export function round(n: number, d?: number): number;
