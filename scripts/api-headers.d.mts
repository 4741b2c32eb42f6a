export function apiHeaders(siteUrl?: string): { key: string; value: string }[];
