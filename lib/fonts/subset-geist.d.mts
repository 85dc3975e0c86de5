export const SOURCE: URL;
export const TARGET: URL;
export const LATIN_RANGES: ReadonlyArray<readonly [number, number]>;
export function subsetGeist(): Promise<Buffer>;
