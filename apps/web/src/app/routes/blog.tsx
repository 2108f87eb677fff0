// Route module of the blog (one lazy chunk): the list and the article with its comments.
export { ArticlePage } from "../../features/blog/components/article-page.tsx";
export { BlogPage } from "../../features/blog/components/blog-page.tsx";
