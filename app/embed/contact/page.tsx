import type { Metadata } from "next";
import { ContactForm } from "@/components/embed/contact-form";
import { submitContactAction } from "../actions";

export const metadata: Metadata = { title: "Contact us" };

export default function EmbedContactPage() {
  return <ContactForm action={submitContactAction} />;
}
