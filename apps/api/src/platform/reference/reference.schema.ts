import { integer, pgTable, text } from "drizzle-orm/pg-core";

export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  name: text("name").notNull().unique(),
  sortOrder: integer("sort_order").notNull(),
});

export const communicationLanguages = pgTable("communication_languages", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  sortOrder: integer("sort_order").notNull(),
});
