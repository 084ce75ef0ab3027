-- Free text over the jobs a company searches (issue 10, spec `job_to_find`, `search_city_category`):
-- title, description, city and the category's Danish and English names, in an FTS5 index that
-- triggers keep in step with `jobs`. A contentful table (not `content='jobs'`) because the category
-- names live in another table. unicode61 with remove_diacritics 2 folds å to a and é to e, on the
-- documents and the query alike; ø and æ are letters of their own and stay.
CREATE VIRTUAL TABLE `jobs_fts` USING fts5(
	title, description, city, category,
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO `jobs_fts` (rowid, title, description, city, category)
	SELECT j.id, j.title, j.description, j.city, c.name_da || ' ' || c.name_en
	FROM jobs j JOIN categories c ON c.id = j.category_id;
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_insert` AFTER INSERT ON `jobs` BEGIN
	INSERT INTO jobs_fts (rowid, title, description, city, category)
	VALUES (new.id, new.title, new.description, new.city,
		(SELECT name_da || ' ' || name_en FROM categories WHERE id = new.category_id));
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_update` AFTER UPDATE OF title, description, city, category_id ON `jobs` BEGIN
	DELETE FROM jobs_fts WHERE rowid = old.id;
	INSERT INTO jobs_fts (rowid, title, description, city, category)
	VALUES (new.id, new.title, new.description, new.city,
		(SELECT name_da || ' ' || name_en FROM categories WHERE id = new.category_id));
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_delete` AFTER DELETE ON `jobs` BEGIN
	DELETE FROM jobs_fts WHERE rowid = old.id;
END;
