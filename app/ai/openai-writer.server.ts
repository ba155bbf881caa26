import { z } from "zod";
import { fetchWithRetry, HttpFailure, type RetryOptions } from "./fetch-with-retry.server";
import { AiError, writtenPostSchema, type BlogWriter, type WrittenPost } from "./written-post";

export type OpenAiWriterOptions = RetryOptions & { baseUrl: string; apiKey: string; model: string };

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const SYSTEM_PROMPT =
  "You write blog posts for an Arizona paving and construction contractor. Audience: property managers, HOA boards, " +
  "facility owners and developers. Be practical, specific and accurate; no invented statistics; plain text only " +
  '(no Markdown, no HTML). Answer with one JSON object: {"title": string, "description": string (under 160 ' +
  'characters), "sections": [{"title": string, "body": string (paragraphs separated by a blank line)}] (3 to 5), ' +
  '"conclusion": string, "imagePrompt": string (a short description of a photo for the post)}.';

/** A writer that calls an OpenAI-compatible chat-completions API and accepts only a valid post. */
export function createOpenAiWriter(options: OpenAiWriterOptions): BlogWriter {
  async function complete(userPrompt: string): Promise<WrittenPost> {
    let response: Response;
    try {
      response = await fetchWithRetry(
        `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`,
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({
            model: options.model,
            response_format: { type: "json_object" },
            temperature: 0.7,
            messages: [
              { role: "system", content: SYSTEM_PROMPT },
              { role: "user", content: userPrompt },
            ],
          }),
        },
        options,
      );
    } catch (error) {
      const reason = error instanceof HttpFailure ? error.message : "the request failed";
      throw new AiError(`The AI writer is unavailable (${reason}). Nothing was saved; try again later.`);
    }
    if (!response.ok) {
      throw new AiError(
        `The AI writer refused the request (HTTP ${response.status}). Check OPENAI_API_KEY and OPENAI_MODEL. Nothing was saved.`,
      );
    }
    let content: unknown;
    try {
      const completion = completionSchema.parse(await response.json());
      content = JSON.parse(completion.choices[0].message.content);
    } catch {
      throw new AiError(
        "The AI writer answered something that is not a post (malformed JSON). Nothing was saved.",
      );
    }
    const post = writtenPostSchema.safeParse(content);
    if (!post.success) {
      throw new AiError(
        "The AI writer's post was incomplete (missing or invalid fields). Nothing was saved.",
      );
    }
    return post.data;
  }

  return {
    name: "openai",
    writePost: (brief) =>
      complete(
        [
          `Write a new post for ${brief.company.name}, based in ${brief.company.city}, Arizona.`,
          `Topic: ${brief.service.name} — ${brief.service.description}`,
          brief.keyword ? `Target search phrase: ${brief.keyword}.` : "",
          `Mention ${brief.city} where it fits. Use some of these phrases naturally: ${brief.keywords.join(", ")}.`,
          `Do not use any of these titles: ${brief.avoidTitles.slice(0, 200).join(" | ")}.`,
          `End the conclusion with an invitation to call ${brief.company.phone}.`,
        ]
          .filter(Boolean)
          .join("\n"),
      ),
    enhancePost: (post, ctx) =>
      complete(
        [
          `Improve this post for ${ctx.company.name} (${ctx.company.city}, Arizona): a clearer title and description,`,
          "fuller sections, a stronger conclusion, and these phrases used naturally where they fit:",
          ctx.keywords.join(", "),
          `Keep the facts; keep it plain text. End with an invitation to call ${ctx.company.phone}.`,
          "The post as JSON:",
          JSON.stringify({
            title: post.title,
            description: post.description,
            sections: post.sections,
            conclusion: post.conclusion,
          }),
        ].join("\n"),
      ),
  };
}
