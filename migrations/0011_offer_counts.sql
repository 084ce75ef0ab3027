CREATE TABLE `offer_counts` (
	`company_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`month` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`company_id`, `category_id`, `month`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
