import type { Metadata } from "next";
import { stateFromSegment, type ListCodec } from "@/lib/domain/list-codec";

/** The props of a cached list page, whose path segment is the list's canonical query. */
export type ListPageProps = { params: Promise<{ query: string }> };

/** The list state a cached list page stands for. */
export async function listStateOf<S>(codec: ListCodec<S>, params: ListPageProps["params"]) {
  return stateFromSegment(codec, (await params).query);
}

/** A cached list page's generateMetadata: the metadata of the state it stands for. */
export function listMetadataOf<S>(codec: ListCodec<S>, metadataOf: (state: S) => Metadata) {
  return async ({ params }: ListPageProps): Promise<Metadata> =>
    metadataOf(await listStateOf(codec, params));
}
