-- Newest-first news reads (feed pages by time then id, a company's latest news) walk these indexes
-- in order: plain ORDER BY ... DESC means NULLS FIRST, which the old NULLS LAST indexes did not serve.
DROP INDEX "news_published_idx";--> statement-breakpoint
DROP INDEX "news_company_published_idx";--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_company_published_idx" ON "news" USING btree ("company_id","published_at" DESC NULLS FIRST);