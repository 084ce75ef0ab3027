CREATE TABLE `contact_closings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer NOT NULL,
	`job_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`price_ore` integer,
	`option_select` text,
	`option_new_one` text,
	`option_new_two` text,
	`reason` text,
	`created_at` integer NOT NULL,
	`decision` text,
	`decided_at` integer,
	`decided_by_user_id` integer,
	`reject_reason` text,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `contact_closings_contact_idx` ON `contact_closings` (`contact_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `contact_closings_pending_idx` ON `contact_closings` (`kind`,`decided_at`,`created_at`);