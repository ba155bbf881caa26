/// <reference types="@remix-run/dev" />

import "@remix-run/node";

// Single fetch (remix.config.js future.v3_singleFetch) changes what loaders' data types look like on the client.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
