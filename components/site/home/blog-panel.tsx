import { Badge } from "@/components/ui/badge";
import { getBlogFeed } from "@/lib/blog-feed";
import { formatLongDate } from "@/lib/domain/dates";
import { env } from "@/lib/env";
import { externalLinkProps } from "@/components/ui/external-link";

/** 'Latest Content from the community': the community blog's RSS feed, fetched on the server. */
export async function BlogPanel() {
  const feedUrl = env().BLOG_FEED_URL;
  const feed = await getBlogFeed(feedUrl);
  return (
    <section
      aria-labelledby="blog-heading"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex items-baseline justify-between">
        <h2 id="blog-heading" className="text-lg font-bold text-brand">
          Latest Content from the community
        </h2>
        {feedUrl && (
          <a
            href={new URL(feedUrl).origin}
            {...externalLinkProps}
            className="text-sm font-medium text-blue-700 hover:underline"
          >
            View all
          </a>
        )}
      </div>
      <div className="mt-3 text-sm">
        {feed.status === "error" ? (
          <p role="alert" className="text-red-700">
            Unable to load blog posts at this time.{" "}
            <span className="text-slate-600">{feed.message}</span>
          </p>
        ) : feed.status === "unconfigured" || feed.posts.length === 0 ? (
          <p className="text-slate-600">No blog posts available.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {feed.posts.map((post) => (
              <li key={post.guid} className="py-3">
                <div className="flex items-center gap-2 text-xs text-slate-600">
                  <Badge color={post.badgeColor}>{post.category}</Badge>
                  {post.pubDate && <span>{formatLongDate(post.pubDate, "")}</span>}
                </div>
                <p className="mt-1 font-medium">
                  {post.link ? (
                    <a
                      href={post.link}
                      {...externalLinkProps}
                      className="hover:text-brand hover:underline"
                    >
                      {post.title}
                    </a>
                  ) : (
                    post.title
                  )}
                </p>
                <p className="mt-0.5 text-slate-600">{post.excerpt}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The panel while the feed loads, so that a slow feed never holds up the rest of the page. */
export function BlogPanelSkeleton() {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5" aria-busy="true">
      <h2 className="text-lg font-bold text-brand">Latest Content from the community</h2>
      <p className="mt-3 animate-pulse text-sm text-slate-600">Loading posts...</p>
    </section>
  );
}
