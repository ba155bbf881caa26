import { memoByContentVersion } from "~/db/content-version.server";
import { listKeywords } from "./keyword.server";
import { publicSiteDetails, requireSiteSettings } from "./site-settings.server";

/**
 * The company details and keywords every page's layout shows (header, footer, meta tags), read again only when
 * content changed, whichever process or script changed it.
 */
export const readLayoutContent = memoByContentVersion(() => ({
  site: publicSiteDetails(requireSiteSettings()),
  keywords: listKeywords(),
}));
