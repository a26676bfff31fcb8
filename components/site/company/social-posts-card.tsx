"use client";

import { useEffect, useState } from "react";
import { formatLongDate } from "@/lib/domain/dates";
import { platformOfUrl } from "@/lib/domain/social-platform";
import { displayUrl, safeHttpUrl } from "@/lib/domain/urls";
import { CardList, EmptyText, linkClass, SectionCard } from "../section-card";
import { externalLinkProps } from "@/components/ui/external-link";

type Post = { id: number; url: string; created_at: string };

/** Posts already made about the company on social networks (admins only: the API checks). */
export function SocialMediaPosts({ shortname }: { shortname: string }) {
  const [posts, setPosts] = useState<Post[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/admin/social-posts?shortname=${encodeURIComponent(shortname)}`, {
      signal: controller.signal,
    })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<Post[]>;
      })
      .then((list) => setPosts(Array.isArray(list) ? list : []))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The spec's rule: a failure is logged and the list treated as empty.
        console.error(`Social media posts could not be loaded: ${(error as Error).message}`);
        setPosts([]);
      });
    return () => controller.abort();
  }, [shortname]);

  return (
    <SectionCard id="social-posts-heading" title="Social Media Posts">
      {posts === null ? (
        <EmptyText>Loading…</EmptyText>
      ) : (
        <CardList items={posts} empty="No social media posts found for this organization.">
          {(post) => <PostItem key={post.id} post={post} />}
        </CardList>
      )}
    </SectionCard>
  );
}

// Postgres text timestamps ('2025-01-05 10:00:00+00') are not ISO; every browser reads ISO.
const isoTimestamp = (value: string) => value.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00");

function PostItem({ post }: { post: Post }) {
  const platform = platformOfUrl(post.url);
  const href = safeHttpUrl(post.url);
  return (
    <li className="space-y-1 py-3 text-sm first:pt-0 last:pb-0">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <span aria-hidden="true" className="inline-flex w-5 justify-center">
          {platform.icon}
        </span>
        {platform.name}
      </p>
      <p className="text-xs text-slate-600">
        {formatLongDate(isoTimestamp(post.created_at), "Never")}
      </p>
      {href ? (
        <>
          <a href={href} {...externalLinkProps} className={`block break-all ${linkClass}`}>
            {displayUrl(href)}
          </a>
          <a href={href} {...externalLinkProps} className={`font-medium ${linkClass}`}>
            View Post
          </a>
        </>
      ) : (
        <p className="break-all text-slate-700">{post.url}</p>
      )}
    </li>
  );
}
