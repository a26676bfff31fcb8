"use client";

import type { ComponentProps } from "react";
import { OgDesigner as Designer } from "@/components/admin/og/og-designer";
import { ogDesignerActions } from "../og-designer-actions";

/** The image tool on its own page, with this route's server actions. */
export function OgDesigner(props: Omit<ComponentProps<typeof Designer>, "actions">) {
  return <Designer {...props} actions={ogDesignerActions} />;
}
