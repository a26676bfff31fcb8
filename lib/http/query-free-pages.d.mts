export const VISITOR_QUERY_HEADER: string;
export function withoutVisitorQuery(url: string): { url: string; query: string };
