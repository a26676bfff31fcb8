import type { Metadata } from "next";
import Link from "next/link";
import { AdminListView, type ListColumns } from "@/components/admin/list/admin-list-view";
import { openAdminList, type SearchParams } from "@/lib/admin/lists/admin-list";
import { socialPostsList } from "@/lib/admin/lists/social-posts-list";
import type { SocialPostRow } from "@/lib/admin/social/social-posts";
import { externalLinkProps } from "@/components/ui/external-link";
import { formatLongDate } from "@/lib/domain/dates";
import { platformOfUrl } from "@/lib/domain/social-platform";
import { AddPostForm } from "./_components/add-post-form";
import { DeletePostButton } from "./_components/delete-post-button";

export const metadata: Metadata = { title: "Social Posts", robots: { index: false } };

type Props = { searchParams: Promise<SearchParams> };

const columns: ListColumns<SocialPostRow> = {
  className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
  itemClassName: "space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm",
  keyOf: (post) => post.id,
  item: (post) => <PostCard post={post} />,
};

export default async function SocialPostsPage({ searchParams }: Props) {
  const { query, data, hrefFor } = await openAdminList(socialPostsList, searchParams);
  const search = query.q;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand">Social Media Posts</h1>
      <form role="search" className="flex gap-2">
        <label htmlFor="posts-search" className="sr-only">
          Search posts
        </label>
        <input
          id="posts-search"
          name="q"
          type="search"
          defaultValue={search}
          placeholder="Search by organization or URL"
          className="w-full max-w-md rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        <button
          type="submit"
          className="rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white"
        >
          Search
        </button>
      </form>
      <AddPostForm />
      <AdminListView
        columns={columns}
        data={data}
        hrefFor={hrefFor}
        empty={
          <p className="rounded-md border border-slate-200 bg-white p-6 text-slate-600">
            {search ? `No posts match “${search}”.` : "No social media posts yet."}
          </p>
        }
      />
    </div>
  );
}

function PostCard({ post }: { post: SocialPostRow }) {
  const platform = platformOfUrl(post.url);
  return (
    <>
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <span
          aria-hidden="true"
          className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-slate-100"
        >
          {platform.icon}
        </span>
        {platform.name}
      </p>
      <p className="text-sm text-slate-600">Posted {formatLongDate(post.created_at)}</p>
      <p className="text-sm">
        <Link
          href={`/organizations/${encodeURIComponent(post.organization.shortname)}`}
          className="font-medium text-brand underline"
        >
          {post.organization.name}
        </Link>
      </p>
      <p className="truncate text-sm">
        <a href={post.url} {...externalLinkProps} className="text-slate-700 underline">
          {post.url}
        </a>
      </p>
      <div className="flex items-center gap-3">
        <a
          href={post.url}
          {...externalLinkProps}
          className="text-sm font-medium text-brand underline"
        >
          View Post
        </a>
        <DeletePostButton id={post.id} url={post.url} />
      </div>
    </>
  );
}
