import type { Metadata } from "next";
import { HeadlineForm } from "@/components/embed/headline-form";
import { submitHeadlineAction } from "../actions";

export const metadata: Metadata = { title: "Submit a headline" };

export default function EmbedHeadlinePage() {
  return <HeadlineForm action={submitHeadlineAction} />;
}
