CREATE TABLE `complaints` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`company_name` text NOT NULL,
	`text` text NOT NULL,
	`user_name` text NOT NULL,
	`created_at` integer NOT NULL,
	`handled_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `complaints_created_idx` ON `complaints` (`handled_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`state` text NOT NULL,
	`due_at` integer,
	`invited_at` integer,
	`price_ore` integer,
	`offer_text` text,
	`appointment_at` integer,
	`offered_at` integer,
	`callback_requested_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contacts_job_company_unique` ON `contacts` (`job_id`,`company_id`);--> statement-breakpoint
CREATE INDEX `contacts_company_idx` ON `contacts` (`company_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `contacts_customer_idx` ON `contacts` (`customer_id`,`job_id`);--> statement-breakpoint
CREATE INDEX `contacts_due_idx` ON `contacts` (`state`,`due_at`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer NOT NULL,
	`sender` text NOT NULL,
	`sender_user_id` integer,
	`kind` text DEFAULT 'message' NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_contact_idx` ON `messages` (`contact_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `messages_unread_idx` ON `messages` (`contact_id`,`read_at`);--> statement-breakpoint
CREATE TABLE `job_attributes` (
	`job_id` integer NOT NULL,
	`attribute_id` integer NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`job_id`, `attribute_id`, `value`),
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`attribute_id`) REFERENCES `category_attributes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `job_attributes_attribute_idx` ON `job_attributes` (`attribute_id`,`value`);--> statement-breakpoint
DROP INDEX `jobs_customer_idx`;--> statement-breakpoint
ALTER TABLE `jobs` ADD `due_at` integer;--> statement-breakpoint
ALTER TABLE `jobs` ADD `timing` text DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `timing_date` integer;--> statement-breakpoint
ALTER TABLE `jobs` ADD `car_make` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `car_model` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `car_year` integer;--> statement-breakpoint
ALTER TABLE `jobs` ADD `hired_contact_id` integer;--> statement-breakpoint
ALTER TABLE `jobs` ADD `closed_at` integer;--> statement-breakpoint
CREATE INDEX `jobs_due_idx` ON `jobs` (`status`,`due_at`);--> statement-breakpoint
CREATE INDEX `jobs_customer_idx` ON `jobs` (`customer_id`,`created_at`);--> statement-breakpoint
UPDATE `jobs` SET `due_at` = `created_at` + 5184000 WHERE `status` = 'open' AND `due_at` IS NULL;
