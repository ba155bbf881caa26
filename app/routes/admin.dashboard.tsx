// /admin/dashboard shows the admin index (DESIGN.md "Routes"); sign-in lands here.
export { default, loader, meta } from "./admin._index";
