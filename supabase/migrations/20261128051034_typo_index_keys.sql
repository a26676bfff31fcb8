DROP INDEX "company_search_name_key_length_idx";--> statement-breakpoint
DROP INDEX "person_search_name_key_length_idx";--> statement-breakpoint
DROP INDEX "search_word_length_idx";--> statement-breakpoint
CREATE INDEX "company_search_name_key_length_idx" ON "company_search" USING btree (left("name_key", 1),length("name_key"),"name_key");--> statement-breakpoint
CREATE INDEX "person_search_name_key_length_idx" ON "person_search" USING btree (left("name_key", 1),length("name_key"),"name_key");--> statement-breakpoint
CREATE INDEX "search_word_length_idx" ON "search_word" USING btree (left("word", 1),length("word"),"word");