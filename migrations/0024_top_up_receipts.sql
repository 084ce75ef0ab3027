CREATE TABLE `top_up_receipts` (
	`transaction_id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`invoice_number` integer NOT NULL,
	`top_up_id` text NOT NULL,
	`issued_at` integer NOT NULL,
	`seller_name` text NOT NULL,
	`seller_street` text,
	`seller_zip` text NOT NULL,
	`seller_city` text NOT NULL,
	`seller_cvr` text,
	`buyer_name` text NOT NULL,
	`buyer_street` text,
	`buyer_zip` text NOT NULL,
	`buyer_city` text NOT NULL,
	`buyer_cvr` text,
	`amount_ore` integer NOT NULL,
	`method` text NOT NULL,
	`provider_reference` text NOT NULL,
	FOREIGN KEY (`transaction_id`) REFERENCES `ledger_transactions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`top_up_id`) REFERENCES `top_ups`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `top_up_receipts_invoiceNumber_unique` ON `top_up_receipts` (`invoice_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `top_up_receipts_topUpId_unique` ON `top_up_receipts` (`top_up_id`);