CREATE TABLE "og_image" (
	"id" text PRIMARY KEY NOT NULL,
	"png" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"organization_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "og_image_byte_size_check" CHECK ("og_image"."byte_size" between 1 and 2000000)
);
--> statement-breakpoint
CREATE TABLE "shortname_redirect" (
	"old_shortname" text PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_history" DROP CONSTRAINT "change_history_action_check";--> statement-breakpoint
ALTER TABLE "headline" ADD COLUMN "round_type" text;--> statement-breakpoint
ALTER TABLE "social_media_posts" ADD COLUMN "og_image_id" text;--> statement-breakpoint
ALTER TABLE "og_image" ADD CONSTRAINT "og_image_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortname_redirect" ADD CONSTRAINT "shortname_redirect_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "og_image_created_idx" ON "og_image" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shortname_redirect_organization_idx" ON "shortname_redirect" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "social_media_posts" ADD CONSTRAINT "social_media_posts_og_image_id_og_image_id_fk" FOREIGN KEY ("og_image_id") REFERENCES "public"."og_image"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_history" ADD CONSTRAINT "change_history_action_check" CHECK (action in ('create', 'update', 'delete', 'merge', 'import', 'restore', 'bulk'));--> statement-breakpoint
ALTER TABLE "headline" ADD CONSTRAINT "headline_round_type_check" CHECK (round_type in ('seed', 'series_a', 'series_b', 'series_c', 'series_d', 'series_e', 'series_f', 'growth', 'debt', 'grant'));