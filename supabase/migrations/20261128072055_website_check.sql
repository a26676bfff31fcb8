CREATE TABLE "website_check" (
	"id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"http_status" integer,
	"final_url" text,
	"last_error" text,
	"checked_at" timestamp with time zone,
	"next_due_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"claimed_by" text,
	CONSTRAINT "website_check_status_check" CHECK (status in ('pending', 'ok', 'unreachable', 'redirected'))
);
--> statement-breakpoint
ALTER TABLE "website_check" ADD CONSTRAINT "website_check_id_organizationwebsite_id_fk" FOREIGN KEY ("id") REFERENCES "public"."organizationwebsite"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "website_check_due_idx" ON "website_check" USING btree ("checked_at" NULLS FIRST,"id");