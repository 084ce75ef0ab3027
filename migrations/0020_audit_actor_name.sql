ALTER TABLE `audit_log` ADD `actor_name` text;--> statement-breakpoint
-- An audit entry shows the actor's name as it was when written (decision 023). The entries written
-- before this had none stored: they take the name the account has now, which is what they showed until
-- today (an erased account's is already erasedName, '').
UPDATE `audit_log` SET `actor_name` = (SELECT `users`.`name` FROM `users` WHERE `users`.`id` = `audit_log`.`actor_user_id`)
	WHERE `actor_user_id` IS NOT NULL;
