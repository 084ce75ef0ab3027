DROP INDEX `jobs_status_category_idx`;--> statement-breakpoint
CREATE INDEX `jobs_open_category_idx` ON `jobs` (`status`,`category_id`,`created_at`,`id`,`region`,`due_at`,`zip`);--> statement-breakpoint
CREATE INDEX `jobs_open_newest_idx` ON `jobs` (`status`,`created_at`,`id`,`category_id`,`region`,`due_at`);