/**
 * A demo translation of the help centre: the same five topics and fifteen articles as `help.content.ts`, in
 * the same order, so the seed pairs them by position (ADR 0054). Bodies keep the English HTML structure.
 */
export interface DemoHelpTranslation {
  topics: {
    name: string;
    description: string;
    articles: { title: string; body: string }[];
  }[];
}
