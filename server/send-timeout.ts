import type { ServerResponse } from "node:http";
import { SEND_TIMEOUT_MS } from "./http-limits";

/**
 * Called once an answer (or a part of a streamed one) has been handed to the socket: when the client has not taken
 * all of it, its connection is closed after `ms` to `2 × ms` without progress (Node's socket timeout counts a write the
 * kernel is still taking as progress, and checks it when the timer fires), so a slow but steady reader keeps its
 * connection; once the answer is all sent, Node sets the socket's keep-alive timeout in its place. An answer the
 * kernel took at once (nearly every one) costs a property read.
 */
export function limitSendTime(res: ServerResponse, ms = SEND_TIMEOUT_MS) {
  const socket = res.socket;
  if (socket === null) {
    // Queued behind another answer on the same connection (pipelined requests): written once that one is sent, when
    // the kernel may be full. Only a client that pipelines gets here.
    if (!res.writableFinished) res.once("socket", (assigned) => assigned.setTimeout(ms));
    return;
  }
  if (socket.writableLength > 0) socket.setTimeout(ms);
}

/** After a streamed answer's backlog drained: its source, not the client, may be the slow one now. */
export function clearSendTime(res: ServerResponse) {
  res.socket?.setTimeout(0);
}
