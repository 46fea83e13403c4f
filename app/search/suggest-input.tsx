import { useEffect, useId, useRef, useState } from "react";
import { useLocale } from "~/components/use-locale";
import { MAX_QUERY_LENGTH } from "~/lib/search-terms";
import { SUGGESTIONS_PATH } from "./suggestions-path";

/** Suggestions start after this many characters: fewer match half the site. */
const MIN_CHARS = 2;
/** Wait for a pause in typing before asking. */
const DEBOUNCE_MS = 150;

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "list" | "onInput" | "type">;

/**
 * A search box whose suggestions come as you type, from a small JSON request into the browser's own
 * <datalist>: no library, and the plain input keeps working without JavaScript.
 */
export function SuggestInput(props: InputProps) {
  const listId = useId();
  const locale = useLocale();
  const [titles, setTitles] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<AbortController>(undefined);

  useEffect(() => () => {
    clearTimeout(timer.current);
    pending.current?.abort();
  }, []);

  const ask = (query: string) => {
    clearTimeout(timer.current);
    pending.current?.abort();
    if ([...query.trim()].length < MIN_CHARS) return setTitles([]);
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      pending.current = controller;
      try {
        const params = new URLSearchParams({ q: query.trim(), locale });
        const response = await fetch(`${SUGGESTIONS_PATH}?${params}`, { signal: controller.signal });
        if (response.ok) setTitles(((await response.json()) as { title: string }[]).map((s) => s.title));
      } catch {
        // A failed or superseded request leaves the box as it is: suggestions are a convenience.
      }
    }, DEBOUNCE_MS);
  };

  return (
    <>
      <input maxLength={MAX_QUERY_LENGTH} {...props} type="search" list={listId} onInput={(e) => ask(e.currentTarget.value)} />
      <datalist id={listId}>
        {[...new Set(titles)].map((title) => (
          <option key={title} value={title} />
        ))}
      </datalist>
    </>
  );
}
