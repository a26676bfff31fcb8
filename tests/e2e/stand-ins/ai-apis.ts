import type http from "node:http";
import type { Routes } from "../../fixtures/local-server";

// Stand-ins for the AI providers' APIs, speaking each wire format: Gemini generateContent,
// OpenAI responses, Anthropic messages. What they answer depends on a marker in the request
// (the article's URL is in the prompt): ai-malformed (JSON that does not parse), ai-schema
// (an object violating the schema), ai-429 (rate limited), ai-timeout (no answer); otherwise a
// good headline, or a good company when the request is about a company.

export const GOOD_HEADLINE = {
  title: "Neon raises $100 million to grow serverless Postgres",
  headlineType: "funding",
  headlineDate: "2025-05-01",
  mediaOutlet: "Stand-in Times",
  totalAmountUsd: 100_000_000,
  companyNames: ["Neon", "Nobody Known Inc"],
};

export const GOOD_COMPANY = {
  name: "Stand-in Data",
  short_description: "Open source time series storage",
  description: "Stand-in Data builds an open source time series database.",
  city: "Lisbon",
  year_founded: 2019,
  total_funding: "12M",
  organization_type: "company",
};

type Mode = "good" | "malformed" | "schema" | "429" | "timeout";

function modeOf(body: string): Mode {
  for (const mode of ["malformed", "schema", "429", "timeout"] as const) {
    if (body.includes(`ai-${mode}`)) return mode;
  }
  return "good";
}

function answerText(body: string, mode: Mode): string {
  if (mode === "malformed") return '{"title": "cut off';
  const company = body.includes("company profile");
  if (mode === "schema")
    return JSON.stringify(company ? { name: 42 } : { title: 7, headlineType: "gossip" });
  return JSON.stringify(company ? GOOD_COMPANY : GOOD_HEADLINE);
}

const json = (response: http.ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

/** Calls received, by provider, so that tests can tell which API answered. */
export type AiCalls = Record<"gemini" | "openai" | "claude", number>;

function handler(
  provider: keyof AiCalls,
  calls: AiCalls,
  reply: (response: http.ServerResponse, text: string, body: Record<string, unknown>) => void,
) {
  return (request: http.IncomingMessage, response: http.ServerResponse) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      calls[provider]++;
      const mode = modeOf(raw);
      if (mode === "timeout") return; // never answers; the caller's timeout ends it
      if (mode === "429")
        return json(response, 429, { error: { message: "rate limited", code: 429 } });
      reply(response, answerText(raw, mode), JSON.parse(raw) as Record<string, unknown>);
    });
  };
}

const usage = { input_tokens: 10, output_tokens: 10 };

/** The stand-in routes, under /gemini/v1beta, /openai/v1 and /anthropic/v1. */
export function aiRoutes(calls: AiCalls): Routes {
  const gemini = handler("gemini", calls, (response, text) =>
    json(response, 200, {
      candidates: [
        { content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 },
      ],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
    }),
  );
  const routes: Routes = {
    "/openai/v1/responses": handler("openai", calls, (response, text, body) =>
      json(response, 200, {
        id: "resp_standin",
        object: "response",
        created_at: Math.floor(Date.now() / 1000),
        status: "completed",
        model: body.model,
        output: [
          {
            type: "message",
            id: "msg_standin",
            role: "assistant",
            status: "completed",
            content: [{ type: "output_text", text, annotations: [] }],
          },
        ],
        incomplete_details: null,
        usage: { ...usage, total_tokens: 20 },
      }),
    ),
    "/anthropic/v1/messages": handler("claude", calls, (response, text, body) => {
      // Structured output comes either as text (output_config) or through a forced 'json' tool.
      const tools = (body.tools as { name: string }[] | undefined) ?? [];
      const viaTool = tools.some((tool) => tool.name === "json");
      let input: unknown = null;
      if (viaTool) {
        try {
          input = JSON.parse(text);
        } catch {
          input = { broken: text };
        }
      }
      json(response, 200, {
        id: "msg_standin",
        type: "message",
        role: "assistant",
        model: body.model,
        content: viaTool
          ? [{ type: "tool_use", id: "toolu_standin", name: "json", input }]
          : [{ type: "text", text }],
        stop_reason: viaTool ? "tool_use" : "end_turn",
        stop_sequence: null,
        usage,
      });
    }),
  };
  // Gemini names the model in the path: /gemini/v1beta/models/{id}:generateContent.
  for (const model of ["gemini-2.5-flash", "gemini-standin"]) {
    routes[`/gemini/v1beta/models/${model}:generateContent`] = gemini;
  }
  return routes;
}
