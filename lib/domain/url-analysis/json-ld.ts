// JSON-LD blocks of a page: the article nodes (NewsArticle, Article, BlogPosting...), at the
// top level, in arrays or in an @graph.

export type JsonLdArticle = {
  headline: string | null;
  datePublished: string | null;
  publisher: string | null;
};

const ARTICLE_TYPES = new Set([
  "article",
  "newsarticle",
  "blogposting",
  "reportagenewsarticle",
  "techarticle",
  "analysisnewsarticle",
]);

type Node = Record<string, unknown>;

/** Every object node of the given JSON-LD texts; blocks that do not parse are skipped. */
export function jsonLdNodes(texts: string[]): Node[] {
  const nodes: Node[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 4 || !value || typeof value !== "object") return;
    if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1));
    const node = value as Node;
    nodes.push(node);
    if (node["@graph"]) visit(node["@graph"], depth + 1);
  };
  for (const text of texts) {
    try {
      visit(JSON.parse(text), 0);
    } catch {
      // A broken block says nothing; the page's other metadata still counts.
    }
  }
  return nodes;
}

const types = (node: Node) =>
  (Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]]).map((t) =>
    String(t).toLowerCase(),
  );

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** The article nodes, with their headline, publication date and publisher's name. */
export function jsonLdArticles(nodes: Node[]): JsonLdArticle[] {
  return nodes
    .filter((node) => types(node).some((type) => ARTICLE_TYPES.has(type)))
    .map((node) => {
      const publisher = Array.isArray(node.publisher) ? node.publisher[0] : node.publisher;
      return {
        headline: text(node.headline) ?? text(node.name),
        datePublished: text(node.datePublished) ?? text(node.dateCreated),
        publisher: text((publisher as Node | undefined)?.name),
      };
    });
}
