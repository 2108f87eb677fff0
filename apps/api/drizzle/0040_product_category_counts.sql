ALTER TABLE "product_categories" ADD COLUMN "published_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each category's published products (ADR 0092): the storefront's TotalCount and the categories' ProductCount read
-- this counter instead of counting the catalogue per page. Inserts and deletes are counted per statement (a bulk
-- load updates each category once), a publish, an unpublish or a move per row.
CREATE FUNCTION products_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_categories c
    SET published_count = c.published_count + (CASE WHEN TG_OP = 'INSERT' THEN d.n ELSE -d.n END)
    FROM (SELECT category_id, count(*)::int AS n FROM changed_products WHERE published GROUP BY category_id) d
    WHERE c.id = d.category_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION products_count_rows();--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION products_count_rows();--> statement-breakpoint
CREATE FUNCTION products_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.published THEN
    UPDATE product_categories SET published_count = published_count - 1 WHERE id = OLD.category_id;
  END IF;
  IF NEW.published THEN
    UPDATE product_categories SET published_count = published_count + 1 WHERE id = NEW.category_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_count_update AFTER UPDATE OF published, category_id ON products FOR EACH ROW
  WHEN (OLD.published <> NEW.published OR OLD.category_id <> NEW.category_id)
  EXECUTE FUNCTION products_count_change();--> statement-breakpoint
UPDATE product_categories c
  SET published_count = (SELECT count(*)::int FROM products p WHERE p.category_id = c.id AND p.published);
