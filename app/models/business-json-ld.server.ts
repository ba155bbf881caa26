import { publicOrigin } from "~/utils/public-url.server";
import { memoByContentVersion } from "./content-version.server";
import { listPublicServiceAreas } from "./service-area.server";
import { requireSiteSettings } from "./site-settings.server";
import { generalContractorJsonLd } from "./structured-data.server";

/** The GeneralContractor node every public page carries, built again only after content changed. */
export const readBusinessJsonLd = memoByContentVersion(() => {
  const settings = requireSiteSettings();
  return generalContractorJsonLd({
    settings,
    origin: publicOrigin,
    areas: listPublicServiceAreas(),
    // The home image an admin chose (issue 29: a new project never changes it); else the logo.
    image: settings.homeImage?.src,
  });
});
