// What a person is at a company, as a card or a profile says it: "CEO & Co-founder",
// "Co-founder", "CTO" or "Team Member" (the spec's default role).

export type RoleAt = { role: string | null; is_founder: boolean };

/** The title of a person at one company, from the curated role and the founder mark. */
export function roleTitle({ role, is_founder }: RoleAt): string {
  const named = role?.trim() ?? "";
  if (is_founder) {
    if (!named) return "Co-founder";
    return /founder/i.test(named) ? named : `${named} & Co-founder`;
  }
  return named || "Team Member";
}
