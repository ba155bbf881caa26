// /admin/dashboard shows the admin index; sign-in lands here.
export { default, loader, meta } from "./admin._index";
