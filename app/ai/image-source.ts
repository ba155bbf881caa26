export type UnsplashMetadata = {
  id: string;
  description: string | null;
  photographer: string;
  photographerUrl: string;
  photoUrl: string;
  downloadLocation: string;
};

/** A picture found or made for a prompt, before it goes through the media pipeline. */
export type FoundImage = {
  bytes: Uint8Array;
  name: string;
  source: "offline" | "unsplash";
  unsplash?: UnsplashMetadata;
};

export interface ImageSource {
  readonly name: "offline" | "unsplash";
  findImage(prompt: string): Promise<FoundImage>;
}
