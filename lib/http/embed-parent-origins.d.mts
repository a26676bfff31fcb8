// Types of embed-parent-origins.mjs, which server.mjs runs without a build.

/** The origins of EMBED_PARENT_ORIGINS; throws an Error naming the first bad entry. */
export function parseEmbedParentOrigins(list: string | undefined): string[];
