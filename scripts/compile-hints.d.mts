export const COMPILE_HINT: string;
export function markChunksForEagerCompile(distDir?: string): Promise<number>;
