import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layering of the code, enforced: which folder may import which. Each pattern matches
// both the `@/` form and a relative `../` escape into the folder.
const folder = (path) => `^(@/|(\\.\\./)+)${path}(/|$)`;

const ONLY_LIB_AUTH_MAKES_ADMINS = {
  name: "@/lib/auth/admin-user",
  importNames: ["asAdminUser"],
  message: "Only lib/auth turns a checked session into an AdminUser: take one from requireAdmin.",
};
const NO_APP = {
  regex: folder("app"),
  message: "app/ imports components/ and lib/, never the other way round: move the piece out.",
};
const NO_COMPONENTS = {
  regex: folder("components"),
  message: "lib/ is below the UI: components/ may import lib/, not the other way round.",
};
// Types are erased from the bundle, so a component may name the shapes lib/ hands it.
const NO_DB = {
  regex: folder("lib/db"),
  allowTypeImports: true,
  message: "components/ reads no database: the page reads and passes the data as props.",
};
const NO_ADMIN_CODE = {
  regex: folder("lib/admin"),
  allowTypeImports: true,
  message: "components/ calls no admin code: the page or a server action does.",
};
const ADMIN_ONLY_THROUGH_DRAFT_VIEWS = {
  regex:
    "^(@/|(\\.\\./)+)(lib/admin(?!/draft-views$)|components/admin(?!/draft-controls$)|app/admin)(/|$)",
  message:
    "Public routes reach admin code through @/lib/admin/draft-views (reads) and @/components/admin/draft-controls (UI) only.",
};

// lib/queries' read* builders take which rows to show; visitors' reads pass the public ones.
const READS_OF_ANY_ROWS = {
  regex: folder("lib/queries/[^/]+"),
  importNamePattern: "^read[A-Z]",
  message: "read* shows what it is told to: use the public read, or @/lib/admin/draft-views.",
};

const restrict = (files, { paths = [ONLY_LIB_AUTH_MAKES_ADMINS], patterns = [] }, ignores) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      { paths, patterns: [...patterns, READS_OF_ANY_ROWS] },
    ],
  },
});

const TS = ["**/*.ts", "**/*.tsx"];
const PUBLIC_ROUTES = ["app/(public)/**", "app/api/**", "app/embed/**"];
// Handlers under app/api that answer admins only (each checks the admin itself).
const ADMIN_HANDLERS = ["app/api/admin/**", "app/api/analyze-url/**"];
const layering = [
  // Later blocks replace earlier ones for the files they match, so each repeats the base.
  restrict(TS, {}),
  restrict(["lib/**/*.{ts,tsx}"], { patterns: [NO_APP, NO_COMPONENTS] }),
  restrict(["lib/auth/**"], { paths: [], patterns: [NO_APP, NO_COMPONENTS] }),
  {
    files: ["lib/queries/**", "lib/admin/draft-views.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [ONLY_LIB_AUTH_MAKES_ADMINS], patterns: [NO_APP, NO_COMPONENTS] },
      ],
    },
  },
  restrict(["components/**/*.{ts,tsx}"], { patterns: [NO_DB, NO_ADMIN_CODE, NO_APP] }),
  restrict(PUBLIC_ROUTES, { patterns: [ADMIN_ONLY_THROUGH_DRAFT_VIEWS] }, ADMIN_HANDLERS),
  // A public page's server actions are the admin's writes: they check the admin themselves.
  restrict(["app/(public)/**/actions.ts"], {}),
  // The server's requests to itself (periodic work refreshing pages), checked by a key only
  // this process knows (lib/periodic/background-refresh.ts).
  restrict(["app/api/internal/**"], {}),
  // Tests and scripts are not part of the server bundle; they make admins to exercise writes.
  {
    files: ["tests/**", "scripts/**"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // An admin user taken only to prove the caller was checked is named with a leading _.
    rules: {
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_" }],
    },
  },
  ...layering,
  {
    ignores: [
      ".next/**",
      ".data/**",
      "node_modules/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
];

export default config;
