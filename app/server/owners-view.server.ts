import type { RouterContextProvider } from "react-router";

/**
 * Requests whose page showed a listing to a member who runs it: the detail page's loader says so, and the
 * Worker entry does not count such a visit as a view of the listing (app/features/activity/views.server.ts).
 */
const ownersViews = new WeakSet<Readonly<RouterContextProvider>>();

export const markOwnersView = (context: Readonly<RouterContextProvider>) => void ownersViews.add(context);
export const isOwnersView = (context: Readonly<RouterContextProvider>) => ownersViews.has(context);
