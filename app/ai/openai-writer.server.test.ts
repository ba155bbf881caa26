import { afterEach, describe, expect, test } from "vitest";
import { sampleWrittenPost } from "../../tests/support/blog-post";
import { sendJson, startStubServer, type StubHandler } from "../../tests/support/stub-http-server";
import { createOpenAiWriter } from "./openai-writer.server";
import { AiError, type PostBrief } from "./written-post";

const goodPost = { ...sampleWrittenPost, imagePrompt: "fresh sealcoat on an HOA street" };
const completion = (content: string) => ({ choices: [{ message: { role: "assistant", content } }] });
const brief: PostBrief = {
  service: { name: "Sealcoating", description: "Protective coating for asphalt." },
  city: "Mesa",
  company: { name: "Ironwash", phone: "(480) 555-0186", city: "Mesa" },
  keywords: ["sealcoating Mesa"],
  avoidTitles: ["Old title"],
};

let stub: Awaited<ReturnType<typeof startStubServer>> | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

async function writerAgainst(handler: StubHandler, timeoutMs = 2000) {
  stub = await startStubServer(handler);
  return createOpenAiWriter({
    baseUrl: `${stub.url}/v1`,
    apiKey: "sk-test",
    model: "test-model",
    timeoutMs,
    retries: 2,
    backoffMs: 10,
  });
}

describe("OpenAI-compatible writer", () => {
  test("asks for JSON with the key and model, and answers the validated post", async () => {
    const writer = await writerAgainst((_req, res) =>
      sendJson(res, 200, completion(JSON.stringify(goodPost))),
    );
    expect(await writer.writePost(brief)).toEqual(goodPost);
    const request = stub!.requests[0];
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-test");
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({ model: "test-model", response_format: { type: "json_object" } });
    expect(body.messages[1].content).toContain("Old title");
  });

  test("retries a 429 and then succeeds", async () => {
    let calls = 0;
    const writer = await writerAgainst((_req, res) =>
      ++calls === 1
        ? sendJson(res, 429, { error: "slow down" }, { "Retry-After": "0" })
        : sendJson(res, 200, completion(JSON.stringify(goodPost))),
    );
    expect((await writer.writePost(brief)).title).toBe(goodPost.title);
    expect(calls).toBe(2);
  });

  test("gives up on a persistent 500 with a clear error", async () => {
    const writer = await writerAgainst((_req, res) => sendJson(res, 500, { error: "boom" }));
    await expect(writer.writePost(brief)).rejects.toThrow(AiError);
    await expect(writer.writePost(brief)).rejects.toThrow(/unavailable \(the service answered 500\)/);
    expect(stub!.requests.length).toBe(6);
  });

  test("refuses malformed JSON and incomplete posts", async () => {
    let answer = "not json at all";
    const writer = await writerAgainst((_req, res) => sendJson(res, 200, answer));
    await expect(writer.writePost(brief)).rejects.toThrow(/malformed JSON/);
    answer = JSON.stringify(completion("{ this is not json"));
    await expect(writer.writePost(brief)).rejects.toThrow(/malformed JSON/);
    answer = JSON.stringify(completion(JSON.stringify({ title: "Only a title" })));
    await expect(writer.writePost(brief)).rejects.toThrow(/incomplete/);
  });

  test("times out a slow answer", async () => {
    const writer = await writerAgainst((_req, res) => {
      setTimeout(() => sendJson(res, 200, completion(JSON.stringify(goodPost))), 1500);
    }, 200);
    await expect(writer.enhancePost(goodPost, { company: brief.company, keywords: [] })).rejects.toThrow(
      /no answer within 0.2 s/,
    );
  });

  test("a 401 is reported without retrying", async () => {
    const writer = await writerAgainst((_req, res) => sendJson(res, 401, { error: "bad key" }));
    await expect(writer.writePost(brief)).rejects.toThrow(/HTTP 401/);
    expect(stub!.requests.length).toBe(1);
  });
});
