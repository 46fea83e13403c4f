/**
 * News in any of the given menus, written as a filter a real Strapi 4 answers correctly.
 *
 * Strapi 4 ignores a path inside a JSON field (`connect_menu[menu][$contains]` filters nothing), but `$contains`
 * on the JSON field itself is a substring match on its stored text (`{"menu":[1,12]}`). Matching an id together
 * with the array punctuation around it makes that an exact element match: `[1,` never matches `[11,`. The spaced
 * forms cover databases that print JSON with a space after the comma (PostgreSQL's jsonb, MySQL).
 */
export function newsMenuFilter(ids: readonly (number | string)[]): { $or: { connect_menu: { $contains: string } }[] } {
  const menus = [...new Set(ids.map((id) => Number.parseInt(String(id), 10)).filter((id) => Number.isInteger(id) && id >= 0))];
  const tokens = menus.flatMap((id) => [`[${id}]`, `[${id},`, `,${id},`, `,${id}]`, `[${id}, `, `, ${id},`, `, ${id}]`]);
  return { $or: tokens.map((token) => ({ connect_menu: { $contains: token } })) };
}
