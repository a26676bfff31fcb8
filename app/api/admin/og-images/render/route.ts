// POST /api/admin/og-images/render - a company's card drawn with a template being edited (admins only)
import { z } from "zod";
import { getCardCompanyAsAdmin } from "@/lib/admin/og/card-company";
import { withAdmin } from "@/lib/auth/require-admin";
import { cardLogo } from "@/lib/og/card-logo";
import { renderCard } from "@/lib/og/render-card";
import { fieldErrorsOf } from "@/lib/validation/field-errors";
import { ogTemplateSchema, templateProblem } from "@/lib/validation/og-template";

const requestSchema = z.object({
  shortname: z.string().trim().min(1, "Choose an organization").max(200),
  format: z.enum(["png", "svg"], "format must be png or svg"),
  template: z.unknown(),
});

// The card is a picture: opened on its own, its SVG may show embedded images and nothing else.
const IMAGE = {
  "Content-Security-Policy": "default-src 'none'; img-src data:; style-src 'unsafe-inline'",
};

const problem = (message: string, status: number) => Response.json({ error: message }, { status });

export const POST = withAdmin(async (request, _context, admin) => {
  const body = await request.json().catch(() => null);
  const parsed = requestSchema.safeParse(body);
  if (!parsed.success) return problem(parsed.error.issues[0].message, 400);
  const template = ogTemplateSchema.safeParse(parsed.data.template);
  if (!template.success) return problem(templateProblem(fieldErrorsOf(template.error)), 400);
  const company = await getCardCompanyAsAdmin(admin, parsed.data.shortname);
  if (!company) return problem("Organization not found", 404);
  const { svg, png } = await renderCard(template.data, company, await cardLogo(company));
  return parsed.data.format === "svg"
    ? new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8", ...IMAGE } })
    : new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png", ...IMAGE } });
});
