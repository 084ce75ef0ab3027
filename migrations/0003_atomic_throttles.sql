CREATE TABLE `known_devices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `known_devices_user_idx` ON `known_devices` (`user_id`);--> statement-breakpoint
CREATE INDEX `known_devices_expires_at_idx` ON `known_devices` (`expires_at`);--> statement-breakpoint
CREATE TABLE `throttle_windows` (
	`key` text PRIMARY KEY NOT NULL,
	`n` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `throttle_windows_reset_at_idx` ON `throttle_windows` (`reset_at`);--> statement-breakpoint
ALTER TABLE `password_resets` ADD `attempts` integer DEFAULT 0 NOT NULL;