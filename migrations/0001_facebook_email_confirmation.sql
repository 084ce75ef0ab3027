CREATE TABLE `facebook_email_confirmations` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_user_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`next` text NOT NULL,
	`locale` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `facebook_email_confirmations_email_idx` ON `facebook_email_confirmations` (`email`);--> statement-breakpoint
ALTER TABLE `oauth_accounts` ADD `email_verified_at` integer;--> statement-breakpoint
CREATE INDEX `oauth_accounts_user_idx` ON `oauth_accounts` (`user_id`);