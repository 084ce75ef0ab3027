CREATE TABLE `ledger_postings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`transaction_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`account` text NOT NULL,
	`amount_ore` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`transaction_id`) REFERENCES `ledger_transactions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ledger_postings_wallet_idx` ON `ledger_postings` (`company_id`,`account`,`id`);--> statement-breakpoint
CREATE INDEX `ledger_postings_transaction_idx` ON `ledger_postings` (`transaction_id`);--> statement-breakpoint
CREATE TABLE `ledger_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`nonce` text NOT NULL,
	`invoice_number` integer,
	`category_id` integer,
	`plan` text,
	`net_ore` integer DEFAULT 0 NOT NULL,
	`vat_ore` integer DEFAULT 0 NOT NULL,
	`credit_ore` integer DEFAULT 0 NOT NULL,
	`actor_user_id` integer,
	`reason` text,
	`response` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_transactions_idempotencyKey_unique` ON `ledger_transactions` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_transactions_invoiceNumber_unique` ON `ledger_transactions` (`invoice_number`);--> statement-breakpoint
CREATE INDEX `ledger_transactions_company_idx` ON `ledger_transactions` (`company_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`company_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`plan` text NOT NULL,
	`period_start` integer,
	`period_end` integer,
	`paid_ore` integer DEFAULT 0 NOT NULL,
	`next_plan` text,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`company_id`, `category_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `subscriptions_period_end_idx` ON `subscriptions` (`period_end`);--> statement-breakpoint
CREATE TABLE `top_ups` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`amount_ore` integer NOT NULL,
	`method` text NOT NULL,
	`state` text NOT NULL,
	`provider_session_id` text NOT NULL,
	`return_job_id` integer,
	`created_at` integer NOT NULL,
	`settled_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `top_ups_company_idx` ON `top_ups` (`company_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `top_ups_provider_session_idx` ON `top_ups` (`provider_session_id`);