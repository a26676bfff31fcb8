// Duplicate tags (spec admin-area §5): names equal once case, hyphens, underscores and spaces
// are ignored, where a trailing "s" or "es" makes no difference. Groups span categories, so
// that "Kubernetes" (Technology) and "kubernetes" (Industry) are found together.

export type DuplicateCandidate = { id: number; name: string; usage: number };

/** The name as the comparison sees it: lower case, without hyphens, underscores or spaces. */
export function normalizeTagName(name: string): string {
  return name.toLowerCase().replace(/[-_\s]+/g, "");
}

// The shorter forms a normalized name may be the plural of ("kubernetes": "kubernete", "kubernet").
function singularForms(normalized: string): string[] {
  const forms: string[] = [];
  if (normalized.length > 1 && normalized.endsWith("s")) forms.push(normalized.slice(0, -1));
  if (normalized.length > 2 && normalized.endsWith("es")) forms.push(normalized.slice(0, -2));
  return forms;
}

/** Whether two names count as the same tag. */
export function isSameTagName(a: string, b: string): boolean {
  const [x, y] = [normalizeTagName(a), normalizeTagName(b)];
  return x === y || singularForms(x).includes(y) || singularForms(y).includes(x);
}

/**
 * The groups of two or more duplicate tags, each ordered with the suggested tag to keep first
 * (the most used; ties by name, then id), groups ordered by that tag's name. Linear in the
 * number of tags: names meet through their normalized forms.
 */
export function findDuplicateGroups<T extends DuplicateCandidate>(tags: T[]): T[][] {
  const byForm = new Map<string, number>();
  const parent = tags.map((_, index) => index);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  const forms = tags.map((t) => normalizeTagName(t.name));
  forms.forEach((form, index) => {
    const seen = byForm.get(form);
    if (seen === undefined) byForm.set(form, index);
    else parent[root(index)] = root(seen);
  });
  forms.forEach((form, index) => {
    for (const shorter of singularForms(form)) {
      const other = byForm.get(shorter);
      if (other !== undefined) parent[root(index)] = root(other);
    }
  });
  const groups = new Map<number, T[]>();
  tags.forEach((t, index) => {
    const key = root(index);
    groups.set(key, [...(groups.get(key) ?? []), t]);
  });
  return [...groups.values()]
    .filter((group) => group.length > 1)
    .map((group) => group.sort(byKeepOrder))
    .sort((a, b) => a[0].name.localeCompare(b[0].name) || a[0].id - b[0].id);
}

/** The order in which a group offers its tags: the one to keep first. */
export function byKeepOrder(a: DuplicateCandidate, b: DuplicateCandidate): number {
  return b.usage - a.usage || a.name.localeCompare(b.name) || a.id - b.id;
}
