import { Badge } from "@/components/ui/badge";
import { getBlogFeed } from "@/lib/blog-feed";
import { formatLongDate } from "@/lib/domain/dates";
import { env } from "@/lib/env";
import { externalLinkProps } from "@/components/ui/external-link";
import { SectionCard } from "../section-card";
import { viewAllClass } from "./view-all";

const BLOG_TITLE = "Latest Content from the community";

/** 'Latest Content from the community': the community blog's RSS feed, fetched on the server. */
export async function BlogPanel() {
  const feedUrl = env().BLOG_FEED_URL;
  const feed = await getBlogFeed(feedUrl);
  return (
    <SectionCard
      id="blog-heading"
      title={BLOG_TITLE}
      action={
        feedUrl ? (
          <a href={new URL(feedUrl).origin} {...externalLinkProps} className={viewAllClass}>
            View all
          </a>
        ) : null
      }
    >
      <div className="text-sm">
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
                      className="hover:text-link hover:underline"
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
    </SectionCard>
  );
}

/** The panel while the feed loads, so that a slow feed never holds up the rest of the page. */
export function BlogPanelSkeleton() {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-busy="true">
      <h2 className="text-lg font-semibold text-brand">{BLOG_TITLE}</h2>
      <p className="mt-4 animate-pulse text-sm text-slate-600">Loading posts...</p>
    </section>
  );
}
