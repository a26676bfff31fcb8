/**
 * The bookmarklet's javascript: source: opens the embedded headline form of the site at
 * `origin` in a small window, for the page being read.
 */
export function bookmarkletSource(origin: string): string {
  const base = JSON.stringify(`${origin}/embedded/headlines/new?autoAnalyze=true&url=`);
  return `javascript:(()=>{window.open(${base}+encodeURIComponent(location.href),"add-headline","width=720,height=860")})()`;
}
