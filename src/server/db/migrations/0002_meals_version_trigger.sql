-- users.meals_version changes with every write to a user's food_entries, whichever code (or person) writes them:
-- web processes compare it with the version of their cached meal-list pages (docs/decisions/meal-list-speed.md).
-- Statement-level with transition tables, so a many-row insert or a cascade bumps each user once.
CREATE FUNCTION food_entries_bump_meals_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET meals_version = meals_version + 1 WHERE id IN (SELECT user_id FROM new_entries);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users SET meals_version = meals_version + 1 WHERE id IN (SELECT user_id FROM old_entries);
  ELSE
    UPDATE users SET meals_version = meals_version + 1
      WHERE id IN (SELECT user_id FROM old_entries UNION SELECT user_id FROM new_entries);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER food_entries_meals_version_insert AFTER INSERT ON food_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION food_entries_bump_meals_version();
--> statement-breakpoint
CREATE TRIGGER food_entries_meals_version_update AFTER UPDATE ON food_entries
  REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION food_entries_bump_meals_version();
--> statement-breakpoint
CREATE TRIGGER food_entries_meals_version_delete AFTER DELETE ON food_entries
  REFERENCING OLD TABLE AS old_entries FOR EACH STATEMENT EXECUTE FUNCTION food_entries_bump_meals_version();
