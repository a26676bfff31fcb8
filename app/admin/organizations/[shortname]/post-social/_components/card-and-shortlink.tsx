"use client";

import { useState, type ReactNode } from "react";
import type { OgDesignerActions } from "@/components/admin/og/og-actions";
import { OgDesigner } from "@/components/admin/og/og-designer";
import type { StoredOgTemplate } from "@/lib/admin/og/og-templates";
import type { OgTemplateStyle } from "@/lib/domain/og-template";
import { ShortlinkPanel } from "./shortlink-panel";

type Props = {
  company: { name: string; shortname: string; published: boolean };
  hasServerKey: boolean;
  templates: StoredOgTemplate[];
  actions: OgDesignerActions;
  /** What stands beside the shortlink panel (the post composer). */
  children: ReactNode;
};

/**
 * The shortlink panel and the card designer of a company's post page: 'Create Shortlink'
 * sends the card as designed here (template and changes, saved or not).
 */
export function CardAndShortlink({ company, hasServerKey, templates, actions, children }: Props) {
  const [design, setDesign] = useState<OgTemplateStyle | null>(null);
  return (
    <>
      <div className="grid gap-8 lg:grid-cols-2">
        {children}
        <ShortlinkPanel
          shortname={company.shortname}
          published={company.published}
          hasServerKey={hasServerKey}
          design={design}
        />
      </div>
      <OgDesigner
        templates={templates}
        initialCompany={{ name: company.name, shortname: company.shortname }}
        chooseCompany={false}
        actions={actions}
        onDesignChange={setDesign}
      />
    </>
  );
}
