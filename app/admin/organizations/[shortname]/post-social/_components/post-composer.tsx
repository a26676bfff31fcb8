"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { TextField } from "@/components/ui/controlled-fields";
import { Field, inputClass } from "@/components/ui/field";
import { HeadedSection } from "@/components/ui/headed-section";
import { POST_LIMIT, postLengthLevel } from "@/lib/domain/social-post-text";
import { postToXAction } from "../actions";
import { ActionStatus } from "@/components/ui/action-status";
import { useAction } from "@/components/ui/use-action";

type PostAnswer = Awaited<ReturnType<typeof postToXAction>>;

// Whether SOCIAL_WEBHOOK_URL is set: the URL itself stays on the server.
type Props = { shortname: string; initialText: string; webhookConfigured: boolean };

const COUNTER_CLASS = { ok: "text-slate-600", warning: "text-yellow-600", over: "text-red-700" };

/** The post text (generated, editable) with its counter, the webhook URL and 'Post to X'. */
export function PostComposer({ shortname, initialText, webhookConfigured }: Props) {
  const [content, setContent] = useState(initialText);
  const [webhookUrl, setWebhookUrl] = useState("");
  const { result: status, setResult: setStatus, pending: posting, run } = useAction<PostAnswer>();
  const level = postLengthLevel(content.length);
  const empty = content.trim() === "";
  const noWebhook = !webhookConfigured && webhookUrl.trim() === "";
  const disabled = posting || empty || content.length > POST_LIMIT || noWebhook;

  function post() {
    setStatus(null);
    run(() => postToXAction(shortname, content, webhookUrl));
  }

  return (
    <HeadedSection id="post-heading" title="Post">
      <div>
        <Field id="post-text" label="Post text">
          {(aria) => (
            <textarea
              {...aria}
              rows={7}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              aria-describedby="post-counter"
              className={inputClass}
            />
          )}
        </Field>
        <p
          id="post-counter"
          className={`mt-1 text-sm tabular-nums ${COUNTER_CLASS[level]}`}
          data-level={level}
        >
          {content.length}/{POST_LIMIT}
        </p>
        {empty && <p className="text-sm text-red-700">Please enter some content to post</p>}
      </div>
      <TextField
        id="webhook-url"
        label="Webhook URL"
        type="url"
        value={webhookUrl}
        onChange={setWebhookUrl}
        placeholder="https://hooks.example.com/post-to-x"
        hint={
          webhookConfigured
            ? "Configured on the server (SOCIAL_WEBHOOK_URL): leave empty to use it."
            : "Set SOCIAL_WEBHOOK_URL on the server to skip this."
        }
      />
      <button type="button" className={buttonClass.primary} disabled={disabled} onClick={post}>
        {posting ? "Posting…" : "Post to X"}
      </button>
      <ActionStatus result={status} />
    </HeadedSection>
  );
}
