import type { KeyboardEvent } from "react";

/**
 * Enter in a search box inside the record's form (a relation's Find, the media library's search) presses that
 * box's own button. The browser's implicit submission would press the form's first submit button instead, which
 * may be another field's Find. Without scripts the browser's rule stands; the buttons still work when clicked.
 */
export function pressOwnButtonOnEnter(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
  const button = event.currentTarget.parentElement?.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!button) return;
  event.preventDefault();
  button.click();
}
