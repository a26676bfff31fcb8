// Small line icons of the admin area, drawn inline (no icon library): 24-unit grid, stroked
// in the text colour.

const PATHS = {
  dashboard: "M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z",
  companies: "M5 21V4h10v17M15 9h4v12M3 21h18M8 8h4M8 12h4M8 16h4",
  upload: "M12 15V4M7 9l5-5 5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4",
  update: "M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4",
  headlines: "M4 5h16v14H4zM8 9h8M8 13h8M8 16h5",
  unpublished:
    "M3 12s3.5-6 9-6 9 6 9 6-3.5 6-9 6-9-6-9-6zM12 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM4 4l16 16",
  social:
    "M6 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM18 4a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM18 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM8 11l8-4M8 13l8 4",
  tags: "M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9zM7.5 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z",
  images: "M3 5h18v14H3zM8.5 8.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM21 15l-5-5-9 9",
  submissions: "M3 13l3-8h12l3 8v6H3zM3 13h5l1 3h6l1-3h5",
  history: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2",
  site: "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
  signOut: "M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 8l-4 4 4 4M6 12h10",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  collapse: "M11 17l-5-5 5-5M18 17l-5-5 5-5",
  expand: "M13 7l5 5-5 5M6 7l5 5-5 5",
  add: "M12 5v14M5 12h14",
  terminal: "M4 5h16v14H4zM7 9l3 3-3 3M12 15h5",
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative icon: hidden from assistive technology, its control carries the name. */
export function AdminIcon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
