/** Renders HTML that a loader has already passed through sanitizeRichText. */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`rich-text ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
