import "server-only";
declare const adminBrand: unique symbol;

/**
 * A signed-in user whose admin rights the server has just checked. Only requireAdmin() and
 * the viewer of a draft-mode page make one, so a function that takes it cannot be reached
 * by anyone else: admin reads and writes take it as their first argument.
 */
export type AdminUser = { readonly email: string; readonly [adminBrand]: true };

/** Marks a checked admin; for lib/auth only. */
export const asAdminUser = (email: string) => ({ email }) as AdminUser;
