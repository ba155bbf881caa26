import { z } from "zod";
import { blogPostSchema } from "~/blog/blog-post";
import { imageVariantSchema, isoDate, messageOnly, ok, recordId, type Endpoint } from "./endpoint";

// The blog: published posts for everyone, writing, generating and enhancing for the office.

const blogPostJsonSchema = z.object({
  _id: recordId,
  title: z.string(),
  description: z.string(),
  img: z.string(),
  imgAlt: z.string(),
  imgWidth: z.number().int().nullable(),
  imgHeight: z.number().int().nullable(),
  imgVariants: z.array(imageVariantSchema),
  sections: z.array(z.object({ title: z.string(), body: z.string() })),
  conclusion: z.string(),
  source: z.enum(["written", "generated", "enhanced"]),
  status: z.enum(["draft", "published"]),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export type BlogPostJson = z.infer<typeof blogPostJsonSchema>;

const archiveEntrySchema = z.object({ _id: recordId, name: z.string(), date: isoDate, href: z.string() });

const postAnswer = z.object({ success: ok, post: blogPostJsonSchema });

export const blogEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/blog",
    tag: "Blog",
    summary: "Published posts",
    auth: "public",
    cacheable: true,
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ blogPosts: z.array(blogPostJsonSchema) }),
    },
  },
  {
    method: "get",
    path: "/blog/all",
    tag: "Blog",
    summary: "All posts (drafts too for an admin token)",
    auth: "optional",
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ blogPosts: z.array(blogPostJsonSchema) }),
    },
  },
  {
    method: "get",
    path: "/blog/archive",
    tag: "Blog",
    summary: "Archive list of titles",
    auth: "public",
    cacheable: true,
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ titles: z.array(archiveEntrySchema) }),
    },
  },
  {
    method: "get",
    path: "/blog/{id}",
    tag: "Blog",
    summary: "One post",
    description: "Drafts answer 404 unless the bearer token is an admin's.",
    auth: "optional",
    success: { status: 200, description: "The post", schema: z.object({ post: blogPostJsonSchema }) },
  },
  {
    method: "post",
    path: "/blog",
    tag: "Blog",
    summary: "Create a post",
    description: "`img` is empty or the URL of an AI image or an upload. A title already in use answers 409.",
    auth: "admin",
    json: blogPostSchema,
    success: { status: 201, description: "The created post", schema: postAnswer },
    errors: [409],
  },
  {
    method: "put",
    path: "/blog/{id}",
    tag: "Blog",
    summary: "Replace a post's content",
    description: "The previous version is kept as a revision.",
    auth: "admin",
    json: blogPostSchema,
    success: { status: 200, description: "The saved post", schema: postAnswer },
    errors: [409],
  },
  {
    method: "delete",
    path: "/blog/{id}",
    tag: "Blog",
    summary: "Delete a post",
    auth: "admin",
    success: { status: 200, description: "Deleted", schema: messageOnly },
  },
  {
    method: "get",
    path: "/blog/generate_post",
    tag: "Blog",
    summary: "Generate a draft post",
    description:
      "Writes a new draft (marked generated) about a service or keyword, with an image. 409 while the site lists no " +
      "services (every post is about one); 502 if the AI fails.",
    auth: "admin",
    success: { status: 201, description: "The generated draft", schema: postAnswer },
    errors: [409, 502],
  },
  {
    method: "get",
    path: "/blog/enhance/{id}",
    tag: "Blog",
    summary: "Enhance a post",
    description: "Rewrites the post in place (marked enhanced); the old version is kept as a revision.",
    auth: "admin",
    success: { status: 200, description: "The enhanced post", schema: postAnswer },
    errors: [502],
  },
];
