import type { FormType } from "@/lib/domain/frame-messages";

type FormTexts = { title: string; submitLabel: string; thankYou: string };

/** Each community form's heading, button and thank-you, in the spec's words. */
export const FORM_TEXTS: Record<FormType, FormTexts> = {
  company: {
    title: "Submit a company",
    submitLabel: "Submit company",
    thankYou:
      "Your company submission has been received. All submissions are reviewed, typically within 1-2 business days.",
  },
  headline: {
    title: "Submit a headline",
    submitLabel: "Submit headline",
    thankYou:
      "Your headline submission has been received. All submissions are reviewed, typically within 1-2 business days.",
  },
  contact: {
    title: "Send us a message",
    submitLabel: "Send message",
    thankYou: "Your message has been received. We typically respond within 1-2 business days.",
  },
};
