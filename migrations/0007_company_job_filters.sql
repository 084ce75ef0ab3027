CREATE TABLE `company_job_filters` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`filters` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
