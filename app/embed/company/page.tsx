import type { Metadata } from "next";
import { CompanyForm } from "@/components/embed/company-form";
import { submitCompanyAction } from "../actions";

export const metadata: Metadata = { title: "Submit a company" };

export default function EmbedCompanyPage() {
  return <CompanyForm action={submitCompanyAction} />;
}
