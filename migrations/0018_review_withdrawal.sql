ALTER TABLE `reviews` ADD `withdrawn_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `withdrawn_by` integer REFERENCES users(id) ON DELETE set null;