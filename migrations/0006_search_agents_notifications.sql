CREATE TABLE `notification_settings` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`email` integer DEFAULT true NOT NULL,
	`sms` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`type` text NOT NULL,
	`job_id` integer,
	`note` text DEFAULT '' NOT NULL,
	`read_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_company_idx` ON `notifications` (`company_id`,`id`);--> statement-breakpoint
CREATE INDEX `notifications_unread_idx` ON `notifications` (`company_id`,`read_at`);--> statement-breakpoint
CREATE TABLE `search_agent_hits` (
	`agent_id` integer NOT NULL,
	`job_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`mailed_at` integer,
	PRIMARY KEY(`agent_id`, `job_id`),
	FOREIGN KEY (`agent_id`) REFERENCES `search_agents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `search_agent_hits_unmailed_idx` ON `search_agent_hits` (`mailed_at`);--> statement-breakpoint
CREATE TABLE `search_agents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`answers` text DEFAULT '{}' NOT NULL,
	`zips` text DEFAULT '[]' NOT NULL,
	`regions` text DEFAULT '[]' NOT NULL,
	`delivery` text DEFAULT 'instant' NOT NULL,
	`last_job_id` integer DEFAULT 0 NOT NULL,
	`last_digest_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `search_agents_company_idx` ON `search_agents` (`company_id`);--> statement-breakpoint
CREATE INDEX `search_agents_category_idx` ON `search_agents` (`category_id`,`last_job_id`);