CREATE TABLE `calendar_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`contact_id` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `calendar_events_company_idx` ON `calendar_events` (`company_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `calendar_events_contact_idx` ON `calendar_events` (`contact_id`);--> statement-breakpoint
CREATE TABLE `hidden_jobs` (
	`company_id` integer NOT NULL,
	`job_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`company_id`, `job_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
