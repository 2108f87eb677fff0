// Route module of the blog's administration (its own chunk: visitors never download the editor).
export { AdminBlogPage } from "./admin/admin-blog-page.tsx";
