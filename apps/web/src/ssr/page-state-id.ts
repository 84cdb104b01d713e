/**
 * The id of the `<script type="application/json">` that carries a server-rendered page's state. Its own
 * module, so the first-load bootstrap can look for it without loading the hydration code.
 */
export const pageStateId = 'page-state';
