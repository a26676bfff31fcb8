ALTER TABLE "website_check" ADD COLUMN "feed_url" text;--> statement-breakpoint
ALTER TABLE "website_check" ADD COLUMN "feed_looked_at" timestamp with time zone;