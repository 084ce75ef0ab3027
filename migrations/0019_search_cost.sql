CREATE INDEX `jobs_open_zip_idx` ON `jobs` (`status`,`category_id`,`zip`,`created_at`,`id`,`region`,`due_at`);--> statement-breakpoint
-- The job search's words cost the same at any number of jobs (decision 022): FTS5 prefix indexes for
-- 2 to 6 characters, so a word's prefix term ("terras"*) is one stored doclist that a walk newest
-- first reads lazily and stops at a page, instead of a merge of every term it begins (the whole
-- doclist, a set as large as the words' share of all jobs). The search writes a word's first 6
-- characters as its prefix and ignores one-character words. Same columns, tokenizer and triggers
-- (they name jobs_fts and keep working on the new table).
DROP TABLE `jobs_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `jobs_fts` USING fts5(
	title, description, city, category,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3 4 5 6'
);
--> statement-breakpoint
INSERT INTO `jobs_fts` (rowid, title, description, city, category)
	SELECT j.id, j.title, j.description, j.city, c.name_da || ' ' || c.name_en
	FROM jobs j JOIN categories c ON c.id = j.category_id;
