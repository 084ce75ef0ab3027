CREATE TABLE `lifecycle_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lifecycle` text NOT NULL,
	`version` integer NOT NULL,
	`subject_id` integer NOT NULL,
	`transition` text NOT NULL,
	`from_state` text NOT NULL,
	`to_state` text NOT NULL,
	`actor_role` text NOT NULL,
	`actor_user_id` integer,
	`token` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lifecycle_log_subject_idx` ON `lifecycle_log` (`lifecycle`,`subject_id`);--> statement-breakpoint
CREATE INDEX `lifecycle_log_token_idx` ON `lifecycle_log` (`token`);