import type { ProjectImageJson, ProjectJson } from "~/api/contract/projects";
import { projectFieldValues, type ProjectImageRow, type ProjectWithImages } from "~/projects/project.server";

export function projectImageToJson(image: ProjectImageRow): ProjectImageJson {
  return {
    _id: image.id,
    src: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    variants: image.variants,
  };
}

export function projectToJson(project: ProjectWithImages): ProjectJson {
  return {
    _id: project.id,
    ...projectFieldValues(project),
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    images: project.images.map(projectImageToJson),
  };
}
