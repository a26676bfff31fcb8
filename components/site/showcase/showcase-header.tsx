export const SHOWCASE_TITLE = "COSS Company Showcase";
export const SHOWCASE_SUBTITLE =
  "Discover companies building the future of commercial open source software";

/** The showcase's heading and subtitle, shared with the error view. */
export function ShowcaseHeader() {
  return (
    <div className="text-center">
      <h1 id="showcase-heading" className="text-3xl font-bold text-brand">
        {SHOWCASE_TITLE}
      </h1>
      <p className="mt-2 text-slate-600">{SHOWCASE_SUBTITLE}</p>
    </div>
  );
}
