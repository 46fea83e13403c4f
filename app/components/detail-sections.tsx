import { HydrateLater } from "./hydrate-later";
import "./detail-sections.css";

/** A detail page's body under its header (main and side columns): below a phone's first screen, hydrated later. */
export function DetailBody({ children }: { children: React.ReactNode }) {
  return (
    <HydrateLater>
      <div className="detail-body">{children}</div>
    </HydrateLater>
  );
}

/**
 * The grid of related items under a detail page (more shows, news, galleries), with its heading. Renders
 * nothing without items unless `empty` says what to show instead. Below the first screen: it hydrates later.
 */
export function RelatedItems<T>({
  id,
  title,
  items,
  itemKey,
  empty,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  empty?: React.ReactNode;
  children: (item: T) => React.ReactNode;
}) {
  if (items.length === 0 && !empty) return null;
  return (
    <HydrateLater>
      <section className="related" aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        {items.length > 0 ? (
          <ul className="card-grid">
            {items.map((item) => (
              <li key={itemKey(item)}>{children(item)}</li>
            ))}
          </ul>
        ) : (
          empty
        )}
      </section>
    </HydrateLater>
  );
}
