/** The longest query the back office's search box takes. */
export const SEARCH_QUERY_MAX = 100;
