import type { BadgeColor } from "@/lib/domain/headline-types";
import styles from "./badge.module.css";

type Props = { color?: BadgeColor | "secondary"; children: React.ReactNode; className?: string };

/** A small rounded label. */
export function Badge({ color = "default", children, className }: Props) {
  const classes = [styles.badge, styles[color], className].filter(Boolean).join(" ");
  return <span className={classes}>{children}</span>;
}
