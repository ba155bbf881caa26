import base from "./playwright.config";
export default { ...base, webServer: { ...(base.webServer as object), timeout: 1_500_000 } };
