// /admin/dashboard shows the admin index; sign-in lands here.
export { default, loader } from "./admin._index";
