import type { DocSection } from "./document";

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Plain document text with its email addresses made into mail links. */
function Text({ children }: { children: string }) {
  const parts = children.split(EMAIL);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={`mailto:${part}`}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((text, index) => (
        <p key={index}>
          <Text>{text}</Text>
        </p>
      ))}
    </>
  );
}

export function DocumentSection({ section, headingLevel = 2 }: { section: DocSection; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section id={section.id} className="doc-section" aria-labelledby={`${section.id}-title`}>
      <Heading id={`${section.id}-title`}>{section.title}</Heading>
      <Paragraphs items={section.paragraphs} />
      {section.items?.length ? (
        <ul className="doc-list">
          {section.items.map((item, index) => (
            <li key={index}>
              <Text>{item}</Text>
            </li>
          ))}
        </ul>
      ) : null}
      {section.cards?.length ? (
        <ul className="doc-cards">
          {section.cards.map((card) => (
            <li key={card.title} className="doc-card">
              <h3 className="doc-card__title">{card.title}</h3>
              <p className="doc-card__text">
                <Text>{card.text}</Text>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {section.table ? (
        <div className="doc-table" role="region" aria-label={section.table.caption} tabIndex={0}>
          <table>
            <caption>{section.table.caption}</caption>
            <thead>
              <tr>
                {section.table.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} data-label={section.table?.head[index]}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {section.after ? <Paragraphs items={section.after} /> : null}
    </section>
  );
}
