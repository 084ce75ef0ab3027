CREATE TABLE `hidden_jobs_shown` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`since` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
