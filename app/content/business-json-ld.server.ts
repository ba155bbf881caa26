import { publicOrigin } from "~/http/public-url.server";
import { memoByContentVersion } from "~/db/content-version.server";
import { listPublicServiceAreas } from "./service-area.server";
import { requireSiteSettings } from "./site-settings.server";
import { generalContractorJsonLd } from "./structured-data.server";

/**
 * The GeneralContractor node every public page carries, as JSON text, built again only after content changed. Text,
 * not an object: the browser needs it only to render the same tag again, and one string costs the page's encoded
 * loader data a single entry where the node's ~190 objects, arrays and strings cost one each (measured in
 * docs/performance-log.md, "JSON-LD as text").
 */
export const readBusinessJsonLd = memoByContentVersion(() => {
  const settings = requireSiteSettings();
  const node = generalContractorJsonLd({
    settings,
    origin: publicOrigin,
    areas: listPublicServiceAreas(),
    // The home image an admin chose (issue 29: a new project never changes it); else the logo.
    image: settings.homeImage?.src,
  });
  return JSON.stringify(node);
});
