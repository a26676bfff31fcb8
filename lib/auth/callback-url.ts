/** A same-site path to return to after sign-in; anything else (other hosts, //x) becomes /admin. */
export function safeCallbackPath(value: string | string[] | undefined): string {
  const path = Array.isArray(value) ? value[0] : value;
  return path && path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\")
    ? path
    : "/admin";
}
