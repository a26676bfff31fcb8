import type { BadgeColor } from "@/lib/domain/headline-types";
import styles from "./badge.module.css";

const COLORS: Record<BadgeColor | "secondary", string> = {
  success: "bg-green-100 text-green-800",
  primary: "bg-blue-100 text-blue-800",
  warning: "bg-amber-100 text-amber-900",
  danger: "bg-red-100 text-red-800",
  secondary: "bg-purple-100 text-purple-800",
  default: "bg-slate-100 text-slate-700",
};

type Props = { color?: BadgeColor | "secondary"; children: React.ReactNode; className?: string };

/** A small rounded label. */
export function Badge({ color = "default", children, className }: Props) {
  const classes = [styles.badge, COLORS[color], className].filter(Boolean).join(" ");
  return <span className={classes}>{children}</span>;
}
